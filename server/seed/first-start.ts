import type { Database } from '../db/client.ts';
import { chainLoadedAt, loadChain } from './load.ts';
import type { LoadCounts } from './load-counts.ts';
import { readChainFile } from './cli.ts';

/**
 * On first start an empty database is seeded from SEED_FILE (README: "loads the demo
 * chain"). A database that already holds a chain is left alone: operators reload with the
 * seed command. Throws with every validation error when the seed file is bad.
 */
export async function seedIfEmpty(db: Database, seedFile: string): Promise<LoadCounts | null> {
  if ((await chainLoadedAt(db)) !== null) return null;
  const parsed = await readChainFile(seedFile);
  if (!parsed.ok) {
    throw new Error(`SEED_FILE ${seedFile} no es válido:\n  - ${parsed.errors.join('\n  - ')}`);
  }
  // another instance may be seeding right now: loadChain re-checks under its lock
  return loadChain(db, parsed.data, { onlyIfEmpty: true });
}
