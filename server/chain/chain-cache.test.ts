import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadChain } from '../seed/load.ts';
import { fixtureChain, openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { cartIndexPart } from './cart-index.ts';
import { ChainCache } from './chain-cache.ts';
import { CHAIN_EMPTY_STAMP } from './chain-view.ts';
import { geoIndexPart } from './geo-index.ts';

// decision 026: one view per chain version, read once and shared, its stamp rechecked at
// most once per recheck window; a reload by any process shows after that window
let t: TestDatabase;

beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.close();
});

describe('the chain cache', () => {
  test('an empty database is a view with no chain', async () => {
    const cache = new ChainCache(t.db, {}, 0);
    const view = await cache.view();
    expect(view.loadedAt).toBe(CHAIN_EMPTY_STAMP);
    expect(view.chain.productos).toEqual([]);
    expect((await cache.part(geoIndexPart)).zones).toEqual([]);
  });

  test('requests share one view per version, and its parts', async () => {
    await loadChain(t.db, fixtureChain(), { now: new Date('2026-01-01T12:00:00Z') });
    const cache = new ChainCache(t.db, {}, 0);
    const [a, b] = await Promise.all([cache.view(), cache.view()]);
    expect(b).toBe(a);
    expect(await cache.view()).toBe(a);
    expect(await cache.part(cartIndexPart)).toBe(a.part(cartIndexPart));
    expect(a.loadedAt).toBe('2026-01-01T12:00:00.000Z');
  });

  test('a reload is a new view once the stamp is read again', async () => {
    const cache = new ChainCache(t.db, {}, 0);
    const before = await cache.view();
    const changed = fixtureChain();
    changed.productos[0]!.N = 'Hamburguesa recargada';
    await loadChain(t.db, changed, { now: new Date('2026-01-01T12:00:01Z') });
    const after = await cache.view();
    expect(after).not.toBe(before);
    expect(after.chain.productos[0]!.N).toBe('Hamburguesa recargada');
  });

  test('within the recheck window the stamp read last is trusted', async () => {
    const cache = new ChainCache(t.db, {}, 60_000);
    const before = await cache.view();
    await loadChain(t.db, fixtureChain(), { now: new Date('2026-01-01T12:00:02Z') });
    expect(await cache.view()).toBe(before);
  });

  test('the data/* answers are a part of the view, built once per version', async () => {
    const cache = new ChainCache(t.db, { ENABLED_CER: 'S' }, 0);
    const answers = await cache.answers();
    expect(await cache.answers()).toBe(answers);
    expect(answers.loadedAt).toBe((await cache.view()).loadedAt);
    expect(JSON.parse(answers.getData.json.toString())).toMatchObject({
      data: { parametros: { ENABLED_CER: 'S' } },
    });
  });
});
