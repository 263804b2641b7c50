import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { CliIo } from '../seed/cli.ts';

/** Opens the database an operator command works on (injectable: tests pass their own). */
export type CliOpenDatabase = () => Promise<{ db: Database; close: () => Promise<void> }>;

/**
 * docs/operator.md: runs an operator command's work on the database and closes it after,
 * reporting an unexpected failure in Spanish. Returns the process exit code.
 */
export async function cliWithDatabase(
  io: CliIo,
  openDb: CliOpenDatabase,
  work: (db: Database) => Promise<number>,
): Promise<number> {
  const { db, close } = await openDb();
  try {
    return await work(db);
  } catch (e) {
    io.err(`No se pudo completar: ${(e as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

/**
 * When `moduleUrl` is the script node was started with, runs `command` with the process
 * arguments, the console and the server's database configuration (docs/configuration.md),
 * and sets the exit code.
 */
export async function cliRunAsMain(
  moduleUrl: string,
  command: (args: string[], io: CliIo, openDb: CliOpenDatabase) => Promise<number>,
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const config = loadConfig();
  process.exitCode = await command(
    process.argv.slice(2),
    { out: (l) => console.log(l), err: (l) => console.error(l) },
    () => openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') }),
  );
}
