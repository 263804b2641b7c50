import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FIXTURE_PATH,
  fixtureChain,
  openTestDatabase,
  post,
  startTestServer,
  type TestServer,
} from '../test/harness.ts';
import { runSeedCli } from './cli.ts';
import { seedIfEmpty } from './first-start.ts';
import { chainLoadedAt } from './load.ts';
import { CHAIN_RECHECK_MS } from '../chain/chain-cache.ts';

// README "Loading a real menu": validated by field path, loaded in one transaction.
let s: TestServer;
let dir: string;
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
const openDb = () => Promise.resolve({ db: s.db, close: async () => {} });

beforeAll(async () => {
  s = await startTestServer({ chain: null });
  dir = await mkdtemp(join(tmpdir(), 'storefront-seed-'));
});
afterAll(async () => {
  await s.close();
  await rm(dir, { recursive: true, force: true });
});

async function writeJson(name: string, value: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('seed CLI', () => {
  test('lists validation errors by field path and exits 1 without touching the data', async () => {
    out = [];
    err = [];
    const bad = fixtureChain() as unknown as Record<string, unknown[]>;
    (bad.productos![0] as Record<string, unknown>).P = 'caro';
    (bad.tiendas![0] as Record<string, unknown>).HORARIOS = [{ DIA: 9, HA: '7am', HC: '20:00' }];
    const code = await runSeedCli([await writeJson('bad.json', bad)], io, openDb);
    expect(code).toBe(1);
    const text = err.join('\n');
    expect(text).toContain('productos.0.P');
    expect(text).toContain('tiendas.0.HORARIOS.0.DIA');
    expect(text).toContain('tiendas.0.HORARIOS.0.HA');
    expect(await chainLoadedAt(s.db)).toBeNull();
  });

  test('broken JSON, a missing file and no argument are reported', async () => {
    for (const args of [
      [await writeJson('broken.json', '{ "version": 1,')],
      [join(dir, 'nada.json')],
      [],
    ]) {
      err = [];
      expect(await runSeedCli(args, io, openDb)).toBe(1);
      expect(err.join('\n')).toMatch(/JSON inválido|no se pudo leer|Uso: npm run seed/);
    }
  });

  test('a valid file loads and prints counts; the API serves it at once', async () => {
    out = [];
    err = [];
    expect(await runSeedCli([FIXTURE_PATH], io, openDb)).toBe(0);
    expect(err).toEqual([]);
    expect(out.join('\n')).toMatch(/productos: 3[\s\S]*tiendas: 1/);
    const r = await post(s, '/data/getData');
    expect((r.body.data as { menu: unknown[] }).menu.length).toBe(3);
  });

  test('reloading replaces the chain and invalidates the cached answers', async () => {
    const before = await post(s, '/data/getData');
    const smaller = fixtureChain();
    smaller.productos[0]!.N = 'Hamburguesa renovada';
    out = [];
    expect(await runSeedCli([await writeJson('small.json', smaller)], io, openDb)).toBe(0);
    // a running server trusts the chain's loaded-at stamp for CHAIN_RECHECK_MS (decision 017)
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    const after = await post(s, '/data/getData');
    const menu = (after.body.data as { menu: { N: string }[] }).menu;
    expect(menu[0]!.N).toBe('Hamburguesa renovada');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  test('first start seeds an empty database, and only an empty one', async () => {
    expect(await seedIfEmpty(s.db, FIXTURE_PATH)).toBeNull();
    const fresh = await openTestDatabase();
    try {
      await expect(seedIfEmpty(fresh.db, join(dir, 'bad.json'))).rejects.toThrow(/productos\.0\.P/);
      expect(await seedIfEmpty(fresh.db, FIXTURE_PATH)).toMatchObject({ productos: 3 });
      expect(await chainLoadedAt(fresh.db)).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
