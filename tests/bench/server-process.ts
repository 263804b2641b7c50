import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  startupMs: number;
  stop: () => Promise<void>;
}

/** Starts the production server (`npm start`'s script) and waits until it answers. */
export async function startServer(port: number, dataDir: string): Promise<RunningServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('el servidor no respondió en 180 s');
    try {
      const res = await fetch(`${url}/api/data/getFechaHora`, { method: 'POST' });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const startupMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, startupMs, stop };
}
