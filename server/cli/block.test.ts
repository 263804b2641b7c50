import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseChain } from '../seed/validate.ts';
import { openTestDatabase, post, startTestServer, type TestServer } from '../test/harness.ts';
import { runBlockCli } from './block.ts';

// docs/operator.md: the command changes the blocks in the server's database and
// data/getBloqueos answers with them on the very next request.
let s: TestServer;
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
const openDb = () => Promise.resolve({ db: s.db, close: async () => {} });
let guest: Record<string, string>;

beforeAll(async () => {
  const parsed = parseChain(
    JSON.parse(readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8')),
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  s = await startTestServer({ chain: parsed.data });
  guest = { authorization: `Bearer ${(await post(s, '/auth/guest')).body.token as string}` };
});
afterAll(async () => {
  await s.close();
});

async function run(...args: string[]): Promise<number> {
  out = [];
  err = [];
  return runBlockCli(args, io, openDb);
}
async function blocksAt(shop?: string) {
  const fd = new FormData();
  if (shop !== undefined) fd.append('idtda', shop);
  const r = await post(s, '/data/getBloqueos', fd, guest);
  return r.body.data as { bloqueos: unknown[]; bloqueosOpciones: unknown[] };
}

describe('npm run block', () => {
  test('blocks a product at a shop; getBloqueos shows it at once', async () => {
    expect(await run('--shop', '4', '--product', '1211', '--type', 'LLEV')).toBe(0);
    expect(out).toEqual([
      "Bloqueado: producto 1211 'Alitas BBQ (6 unidades)' en la tienda 4 'Zona Rosa', para LLEV.",
    ]);
    expect((await blocksAt('4')).bloqueos).toContainEqual({ I: 1211, T: 'LLEV' });
    expect((await blocksAt('5')).bloqueos).not.toContainEqual({ I: 1211, T: 'LLEV' });
  });

  test('the same block again changes nothing; another type replaces it', async () => {
    expect(await run('--shop', '4', '--product', '1211', '--type', 'LLEV')).toBe(0);
    expect(out[0]).toMatch(/^Sin cambios: .* ya estaba bloqueado/);
    expect(await run('--shop', '4', '--product', '1211')).toBe(0);
    expect(out[0]).toBe(
      "Bloqueo cambiado: producto 1211 'Alitas BBQ (6 unidades)' en la tienda 4 'Zona Rosa', de LLEV a TODOS.",
    );
    const at4 = (await blocksAt('4')).bloqueos;
    expect(at4).toContainEqual({ I: 1211, T: 'TODOS' });
    expect(at4).not.toContainEqual({ I: 1211, T: 'LLEV' });
  });

  test('unblocks, and says when there was nothing to unblock', async () => {
    expect(await run('--unblock', '--shop', '4', '--product', '1211')).toBe(0);
    expect(out[0]).toMatch(/^Desbloqueado: .*estaba bloqueado para TODOS/);
    expect((await blocksAt('4')).bloqueos).toEqual([{ I: 1604, T: 'TODOS' }]);
    expect(await run('--unblock', '--shop', '4', '--product', '1211')).toBe(0);
    expect(out[0]).toMatch(/^Sin cambios: .* no estaba bloqueado en la tienda 4/);
  });

  test('an option at every shop; a shop unblock warns that the chain-wide block remains', async () => {
    expect(await run('--shop', 'all', '--option', '5004', '--type', 'DOMI')).toBe(0);
    expect(out[0]).toBe(
      "Bloqueado: opción 5004 'Aros de cebolla, en Combo Hamburguesa Clásica' en todas las tiendas, para DOMI.",
    );
    expect((await blocksAt()).bloqueosOpciones).toContainEqual({ I: 5004, T: 'DOMI' });
    expect((await blocksAt('9')).bloqueosOpciones).toContainEqual({ I: 5004, T: 'DOMI' });
    expect(await run('--unblock', '--shop', '9', '--option', '5004')).toBe(0);
    expect(out).toEqual([
      "Sin cambios: opción 5004 'Aros de cebolla, en Combo Hamburguesa Clásica' no estaba bloqueado en la tienda 9 'La Gran Vía'.",
      'Aviso: sigue bloqueado en todas las tiendas (DOMI); use --shop all.',
    ]);
    expect(await run('--unblock', '--shop', 'all', '--option', '5004')).toBe(0);
    expect((await blocksAt()).bloqueosOpciones).not.toContainEqual({ I: 5004, T: 'DOMI' });
  });

  test('lists the blocks of a shop with the chain-wide ones', async () => {
    expect(await run('--list', '--shop', '2')).toBe(0);
    expect(out[0]).toBe(
      "Bloqueos vigentes en la tienda 2 'Metrocentro San Salvador' (incluye los de todas las tiendas): 15",
    );
    expect(out).toContain(
      "  la tienda 2 'Metrocentro San Salvador' · producto 1211 'Alitas BBQ (6 unidades)' · DOMI",
    );
    expect(out).toContain("  todas las tiendas · producto 1604 'Mix de galleta' · TODOS");
    expect(await run('--list')).toBe(0);
    expect(out[0]).toBe('Bloqueos: 30');
    expect(await run('--list', '--shop', 'all')).toBe(0);
    expect(out[0]).toBe('Bloqueos de todas las tiendas: 2');
  });

  test('unknown shops, products and options, and bad arguments exit 1 without changes', async () => {
    for (const [args, message] of [
      [['--shop', '99', '--product', '1211'], 'La tienda 99 no existe.'],
      [['--shop', '2', '--product', '4242'], 'El producto 4242 no existe.'],
      [['--shop', '2', '--option', '4242'], 'La opción 4242 no existe.'],
    ] as const) {
      expect(await run(...args)).toBe(1);
      expect(err).toEqual([message]);
    }
    expect(await run('--shop', '2')).toBe(1);
    expect(err[0]).toBe('Indique --product o --option (uno de los dos).');
    expect(err).toContain('Uso:');
    expect(await run('--list')).toBe(0);
    expect(out[0]).toBe('Bloqueos: 30');
  });

  test('refuses to work on a database without a chain', async () => {
    const empty = await openTestDatabase();
    try {
      out = [];
      err = [];
      const code = await runBlockCli(['--list'], io, () =>
        Promise.resolve({ db: empty.db, close: async () => {} }),
      );
      expect(code).toBe(1);
      expect(err[0]).toMatch(/^No hay una cadena cargada/);
    } finally {
      await empty.close();
    }
  });
});
