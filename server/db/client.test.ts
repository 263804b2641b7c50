import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chainLoadedAt, loadChain } from '../seed/load.ts';
import { readChain } from '../chain/chain-read.ts';
import { fixtureChain } from '../test/harness.ts';
import { openDatabase } from './client.ts';

// DESIGN "Database": embedded PGlite keeps its data under DATA_DIR across restarts, and
// start-up migrations are idempotent.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storefront-db-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('an on-disk PGlite database survives a restart with the chain intact', async () => {
  const chain = fixtureChain();
  const first = await openDatabase({ dataDir: join(dir, 'db') });
  expect(first.driver).toBe('pglite');
  await loadChain(first.db, chain, { now: new Date('2026-11-22T10:00:00Z') });
  await first.close();

  const again = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    expect(await chainLoadedAt(again.db)).toBe('2026-11-22T10:00:00.000Z');
    expect(await readChain(again.db)).toEqual(chain);
  } finally {
    await again.close();
  }
});
