import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadChain } from './load.ts';
import { countsOf, type LoadCounts } from './load-counts.ts';
import type { ChainData } from './schema.ts';
import { parseChain } from './validate.ts';

/**
 * `npm run seed -- path/to/chain.json` (README "Loading a real menu"): validates the file,
 * lists errors by field path, or replaces the chain in one transaction and prints counts.
 */

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export type ReadChainResult = { ok: true; data: ChainData } | { ok: false; errors: string[] };

/** Reads and validates a chain file; JSON syntax problems come back as errors too. */
export async function readChainFile(path: string): Promise<ReadChainResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    return { ok: false, errors: [`${path}: no se pudo leer el archivo (${(e as Error).message})`] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [`${path}: JSON inválido (${(e as Error).message})`] };
  }
  return parseChain(raw);
}

export function formatCounts(counts: LoadCounts): string[] {
  return Object.entries(counts).map(([k, n]) => `  ${k}: ${n}`);
}

/**
 * Runs the command. `openDb` is injectable so tests use their own database.
 * Returns the process exit code.
 */
export async function runSeedCli(
  args: string[],
  io: CliIo,
  openDb: () => Promise<{ db: Database; close: () => Promise<void> }>,
): Promise<number> {
  const file = args.find((a) => !a.startsWith('-'));
  if (!file) {
    io.err('Uso: npm run seed -- ruta/a/cadena.json');
    return 1;
  }
  const parsed = await readChainFile(file);
  if (!parsed.ok) {
    io.err(`El archivo ${file} no es válido (${parsed.errors.length} errores):`);
    for (const e of parsed.errors) io.err(`  - ${e}`);
    return 1;
  }
  const { db, close } = await openDb();
  try {
    const counts = await loadChain(db, parsed.data);
    io.out(`Cadena cargada desde ${file}:`);
    for (const line of formatCounts(counts ?? countsOf(parsed.data))) io.out(line);
    return 0;
  } catch (e) {
    io.err(`No se pudo cargar la cadena: ${(e as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfig();
  const code = await runSeedCli(
    process.argv.slice(2),
    { out: (l) => console.log(l), err: (l) => console.error(l) },
    () => openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') }),
  );
  process.exitCode = code;
}
