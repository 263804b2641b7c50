// A throw-away PostgreSQL cluster on loopback for the order-placement bench, started the way
// .ci/run starts CI's (initdb with trust auth, pg_ctl on 127.0.0.1, socket in its own folder;
// as the postgres user when run as root) and removed when stopped or when the process exits.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running temporary cluster: its URL and how to stop and remove it. */
export interface TempPostgres {
  url: string;
  /** the server binaries' folder, e.g. /usr/lib/postgresql/15/bin */
  binDir: string;
  /** the postmaster's process id (its backends are its children), null once stopped */
  postmasterPid: () => number | null;
  stop: () => void;
}

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed server binaries' folder, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? null : join(PG_ROOT, newest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when this process is root (initdb refuses root). */
function asPostgres(binary: string, args: string[]): void {
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Creates a cluster in a new temporary folder and starts it on 127.0.0.1:`port` (user
 * 'storefront', trust auth, database 'postgres'). Null when the binaries are missing. The
 * cluster is stopped and its folder removed by `stop()`, or at process exit if never stopped.
 */
export function startTempPostgres(port: number): TempPostgres | null {
  const binDir = postgresBinDir();
  if (binDir === null) return null;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-pg-'));
  // the postgres user must reach and own the folder
  chmodSync(dir, 0o777);
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  const data = join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    try {
      asPostgres(join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // never started, or already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  try {
    asPostgres(join(binDir, 'initdb'), ['-D', data, '-U', 'storefront', '--auth=trust']);
    asPostgres(join(binDir, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir}`,
      'start',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  const postmasterPid = () => {
    try {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    } catch {
      return null;
    }
  };
  return { url: `postgres://storefront@127.0.0.1:${port}/postgres`, binDir, postmasterPid, stop };
}
