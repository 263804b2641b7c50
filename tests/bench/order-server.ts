// The server process the order-placement bench loads: server/main.ts run directly (no app
// build), production mode, on a data folder and database of the bench's own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** A started server: its base URL, start-up time, recent log lines, and how to stop it. */
export interface OrderServer {
  url: string;
  /** the server's process id */
  pid: number;
  startupMs: number;
  /** the last lines the server wrote on stderr (for failure reports) */
  errors: () => string;
  stop: () => Promise<void>;
}

/** Where and on what the bench server runs; extra env is added to the server's environment. */
export interface OrderServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  extraEnv?: Record<string, string>;
  /** node flags put before the entry (e.g. --cpu-prof) */
  nodeFlags?: string[];
}

const secret = () => randomBytes(24).toString('hex');
const STARTUP_LIMIT_MS = 120_000;

/**
 * Starts `node --import tsx server/main.ts` with PORT, HOST=127.0.0.1, DATA_DIR, DATABASE_URL
 * (when given), NODE_ENV=production and fresh secrets (production requires them), and waits
 * until data/getFechaHora answers. The chain is seeded by the server's first start.
 */
export async function startOrderServer(options: OrderServerOptions): Promise<OrderServer> {
  const started = performance.now();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: 'production',
    TOKEN_SECRET: secret(),
    REFRESH_SECRET: secret(),
    CK_SECRET: secret(),
    CAPTCHA_HMAC_KEY: secret(),
    APP_ORIGIN: `http://127.0.0.1:${options.port}`,
    ...options.extraEnv,
  };
  if (options.databaseUrl === undefined) delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), '--import', 'tsx', 'server/main.ts'],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killLater);
  };
  // a bench that dies must not leave the server running
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`el servidor terminó (${child.exitCode}):\n${stderr}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`el servidor no respondió en ${STARTUP_LIMIT_MS / 1000} s:\n${stderr}`);
    }
    try {
      const res = await fetch(`${url}/api/data/getFechaHora`, { method: 'POST' });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    startupMs: performance.now() - started,
    errors: () => stderr,
    stop,
  };
}
