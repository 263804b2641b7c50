import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockRemove, blockSet } from '../cart/blocks.ts';
import {
  demoChain,
  formBody,
  MONDAY_NOON,
  startGuestServer,
  type GuestServer,
} from '../test/guest-calls.ts';
import { post, type TestServer } from '../test/harness.ts';

// docs/protocol.md "Cart calls", through real HTTP against the demo chain (its cart rules
// are documented in docs/seed-format.md "Cart rules"). El Salvador is UTC-6.
const sv = (local: string) => new Date(`${local}-06:00`);
let g: GuestServer;
let s: TestServer;
let guest: Record<string, string>;

beforeAll(async () => {
  g = await startGuestServer(demoChain());
  s = g.server;
  guest = g.guest;
});
afterAll(async () => {
  await g.close();
});

type Obj = Record<string, unknown>;
const form = formBody;
const call = (path: string, fields: Record<string, string>, at = MONDAY_NOON) =>
  g.call(path, fields, at);
const rows = (body: Obj) => body.data as Obj[];
const ids = (body: Obj, type?: string) =>
  rows(body)
    .filter((r) => type === undefined || r.T === type)
    .map((r) => r.I);

describe('cart calls are guest calls', () => {
  test('without a token every one answers 401 in Spanish', async () => {
    for (const path of [
      '/data/getVS',
      '/data/checkPr',
      '/data/getPromo',
      '/data/getBloqueos',
      '/data/checkHr',
    ]) {
      const r = await post(s, path, form({ ids: '1101', id: '1901', codigo: 'x' }));
      expect(r.status, path).toBe(401);
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' });
    }
  });
});

describe('data/getVS', () => {
  test('suggests the products of the cart items, those suggested most first', async () => {
    const burger = await call('/data/getVS', { ids: '1101' });
    expect(burger.status).toBe(200);
    expect(burger.body.codigoRetorno).toBe('00');
    expect(rows(burger.body)).toEqual(
      [1621, 1623, 1602, 1521, 1504].map((I) => ({ C: 'TODOS', I, T: 'VS' })),
    );
    // burger + combo: the three desserts both suggest come first; at most six
    const both = await call('/data/getVS', { ids: '1101,1301' });
    expect(ids(both.body)).toEqual([1621, 1623, 1602, 1521, 1504, 1601]);
    // C is the product's channel: the cone is take-away only
    expect(rows(both.body)[5]).toEqual({ C: 'LLEV', I: 1601, T: 'VS' });
  });

  test('leaves out what is in the cart and what is blocked', async () => {
    expect(ids((await call('/data/getVS', { ids: '1101, 1621' })).body)).toEqual([
      1623, 1602, 1521, 1504,
    ]);
    // 1604 (cookie mix) is blocked at every shop in the demo
    expect(ids((await call('/data/getVS', { ids: '1301' })).body)).toEqual([
      1623, 1621, 1602, 1601,
    ]);
    await blockSet(s.db, { kind: 'producto', shopId: 2, itemId: 1621, type: 'DOMI' });
    try {
      expect(ids((await call('/data/getVS', { ids: '1201', idtda: '2' })).body)).toEqual([
        1507, 1623,
      ]);
      expect(ids((await call('/data/getVS', { ids: '1201', idtda: '4' })).body)).toEqual([
        1507, 1621, 1623,
      ]);
    } finally {
      await blockRemove(s.db, { kind: 'producto', shopId: 2, itemId: 1621 });
    }
  });

  test('lists the geo-limited products the shop may sell (§5.3)', async () => {
    const coast = await call('/data/getVS', { ids: '', idtda: '13' });
    expect(rows(coast.body)).toEqual([
      { C: 'TODOS', I: 1124, T: 'GEO' },
      { C: 'TODOS', I: 1705, T: 'GEO' },
      { C: 'TODOS', I: 1310, T: 'GEO' },
    ]);
    expect(ids((await call('/data/getVS', { ids: '1101', idtda: '3' })).body, 'GEO')).toEqual([
      1705,
    ]);
    expect(ids((await call('/data/getVS', { ids: '1101', idtda: '4' })).body, 'GEO')).toEqual([]);
    expect(ids((await call('/data/getVS', { ids: '1101' })).body, 'GEO')).toEqual([]);
  });

  test('an empty cart gets no suggestions; an unknown shop is a warning', async () => {
    expect((await call('/data/getVS', { ids: '' })).body.data).toEqual([]);
    const r = await call('/data/getVS', { ids: '1101', idtda: '999' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'La tienda seleccionada no existe',
    });
  });

  test('malformed ids or shop answer 400 in Spanish', async () => {
    const bad: Record<string, string>[] = [
      { ids: '11a,2' },
      {},
      { ids: '1', idtda: '99999999999' },
    ];
    for (const fields of bad) {
      const r = await call('/data/getVS', fields);
      expect(r.status).toBe(400);
      expect(r.body.codigoRetorno).toBe('02');
      expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida: (ids|idtda): /);
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect((await call('/data/getVS', { ids: many })).body.mensajeRetorno).toContain('500');
  });
});

describe('data/checkPr', () => {
  const check = async (id: string, at: Date) => (await call('/data/checkPr', { id }, at)).body;

  test('S on the days of its PROMO product, N on the others (El Salvador weekday)', async () => {
    // 1901: Mondays and Wednesdays
    expect(await check('1901', MONDAY_NOON)).toMatchObject({
      codigoRetorno: '00',
      data: { v: 'S' },
    });
    expect((await check('1901', sv('2026-11-24T12:00:00'))).data).toEqual({ v: 'N' });
    // Tuesday 03:00 UTC is still Monday 21:00 in El Salvador
    expect((await check('1901', new Date('2026-11-24T03:00:00Z'))).data).toEqual({ v: 'S' });
    // 1906: Tuesdays only
    expect((await check('1906', MONDAY_NOON)).data).toEqual({ v: 'N' });
  });

  test('valid through the whole of FECHA_HASTA, not a minute after', async () => {
    expect((await check('1902', sv('2027-12-31T23:59:59'))).data).toEqual({ v: 'S' });
    expect((await check('1902', sv('2028-01-01T00:00:00'))).data).toEqual({ v: 'N' });
  });

  test('an unknown promotion is not valid; a bad id is a 400', async () => {
    expect(await check('4242', MONDAY_NOON)).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'La promoción no existe',
      data: { v: 'N' },
    });
    expect((await call('/data/checkPr', { id: 'uno' })).status).toBe(400);
    expect((await call('/data/checkPr', {})).status).toBe(400);
  });
});

describe('data/getPromo', () => {
  test('a code, a PROMO product slug or an id stands for its promotion', async () => {
    for (const codigo of ['SEGUNDO299', '  segundo299 ', 'segundo-combo', '1901']) {
      const r = await post(s, '/data/getPromo', { codigo }, guest);
      expect(r.body, codigo).toMatchObject({ codigoRetorno: '00', data: [{ I: 1901 }] });
    }
    const r = await call('/data/getPromo', { codigo: 'caja20' });
    expect(r.body.data).toEqual([{ I: 1902, D: 'Caja familiar con 20% de descuento' }]);
  });

  test('an unknown code is a warning with the §8.2 message', async () => {
    for (const codigo of ['NOEXISTE', '4242']) {
      const r = await call('/data/getPromo', { codigo });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        codigoRetorno: '01',
        mensajeRetorno: 'Código promocional no valido',
      });
    }
    expect((await call('/data/getPromo', { codigo: '   ' })).status).toBe(400);
  });

  test('getData never lists the promotional codes', async () => {
    const promos = ((await post(s, '/data/getData')).body.data as Obj).promos as Obj[];
    expect(promos.find((p) => p.I === 1901)).not.toHaveProperty('CODIGO');
  });
});

describe('data/getBloqueos', () => {
  test("a shop's blocks plus the chain-wide ones, with their delivery type", async () => {
    const r = await call('/data/getBloqueos', { idtda: '3' });
    expect(r.body.codigoRetorno).toBe('00');
    const data = r.body.data as { bloqueos: Obj[]; bloqueosOpciones: Obj[] };
    expect(data.bloqueos).toEqual([
      { I: 1561, T: 'TODOS' },
      { I: 1564, T: 'TODOS' },
      { I: 1604, T: 'TODOS' },
    ]);
    expect(data.bloqueosOpciones).toHaveLength(12);
    expect(data.bloqueosOpciones.at(-1)).toEqual({ I: 5168, T: 'TODOS' });
    const metro = (await call('/data/getBloqueos', { idtda: '2' })).body.data as typeof data;
    expect(metro.bloqueos).toEqual([
      { I: 1211, T: 'DOMI' },
      { I: 1604, T: 'TODOS' },
    ]);
  });

  test('without a shop, only the chain-wide blocks', async () => {
    const r = await call('/data/getBloqueos', {});
    expect(r.body.data).toEqual({
      bloqueos: [{ I: 1604, T: 'TODOS' }],
      bloqueosOpciones: [{ I: 5168, T: 'TODOS' }],
    });
  });

  test('a block counts from the next request on, and so does its removal', async () => {
    const shop4 = async () => (await call('/data/getBloqueos', { idtda: '4' })).body.data as Obj;
    expect(await shop4()).toMatchObject({ bloqueos: [{ I: 1604 }] });
    await blockSet(s.db, { kind: 'opcion', shopId: 4, itemId: 5004, type: 'LLEV' });
    expect((await shop4()).bloqueosOpciones).toEqual([
      { I: 5168, T: 'TODOS' },
      { I: 5004, T: 'LLEV' },
    ]);
    await blockRemove(s.db, { kind: 'opcion', shopId: 4, itemId: 5004 });
    expect((await shop4()).bloqueosOpciones).toEqual([{ I: 5168, T: 'TODOS' }]);
  });

  test('an unknown shop is a warning; a malformed one a 400', async () => {
    expect((await call('/data/getBloqueos', { idtda: '77' })).body.codigoRetorno).toBe('01');
    expect((await call('/data/getBloqueos', { idtda: 'SS01' })).status).toBe(400);
  });
});

describe('data/checkHr', () => {
  test('the hours of the asked items that have any, judged now with n', async () => {
    const r = await call(
      '/data/checkHr',
      { ids: '1701,1307,1101,1701', pff: 'n', pfh: 'n' },
      sv('2026-11-23T08:00:00'),
    );
    expect(r.body.data).toEqual([
      { I: 1701, HD: '07:00', HH: '11:00', is: 'S' },
      { I: 1307, HD: '11:00', HH: '15:00', is: 'N' },
    ]);
  });

  test('judged at the future order hour when pff/pfh are sent (§5.5)', async () => {
    const r = await call(
      '/data/checkHr',
      { ids: '1701,1307', pff: '24/11/2026', pfh: '11:00' },
      sv('2026-11-23T08:00:00'),
    );
    expect(r.body.data).toEqual([
      { I: 1701, HD: '07:00', HH: '11:00', is: 'N' },
      { I: 1307, HD: '11:00', HH: '15:00', is: 'S' },
    ]);
    // without pff/pfh at all: now
    expect(rows((await call('/data/checkHr', { ids: '1308' })).body)).toEqual([
      { I: 1308, HD: '18:00', HH: '23:30', is: 'N' },
    ]);
  });

  test('pff and pfh go together and must be a real date and hour', async () => {
    for (const [pff, pfh] of [
      ['24/11/2026', 'n'],
      ['n', '10:00'],
      ['31/02/2027', '10:00'],
      ['2026-11-24', '10:00'],
      ['24/11/2026', '25:00'],
    ] as const) {
      const r = await call('/data/checkHr', { ids: '1701', pff, pfh });
      expect(r.status, `${pff} ${pfh}`).toBe(400);
      expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida: (pff|pfh): /);
    }
  });
});
