import { describe, expect, test } from 'vitest';
import { COVERAGE_NONE_MESSAGE } from '../../src/domain/geo/coverage.ts';
import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type AddressWire,
} from '../../src/protocol/customer-address.ts';
import type { CustomerSession } from '../accounts/customer.fixture.ts';
import {
  addressBody,
  customerNew,
  ESCALON,
  FLOR_BLANCA,
  NOWHERE,
  PACIFIC,
  useCustomerDataWorld,
  type Who,
} from './customer-data.fixture.ts';

// issue 16 contract "Addresses" through real HTTP on the demo chain, as a hostile client:
// Beto holds a valid token and tries Ana's ids; guests and callers without a token get 401.
const w = useCustomerDataWorld();

const list = async (who: Who): Promise<AddressWire[]> => {
  const r = await w.form('/cliente/getDirecciones', {}, who);
  expect(r.body.codigoRetorno).toBe('00');
  return r.body.direcciones as AddressWire[];
};

const save = (who: Who, body: object) => w.sealed('/cliente/saveDireccion', body, who);

/** Saves an address for `c` and returns it as answered. */
async function saved(c: CustomerSession, body: object = addressBody()): Promise<AddressWire> {
  const r = await save(c.headers, body);
  expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: ADDRESS_MESSAGES.saved });
  return r.body.direccion as AddressWire;
}

const tags = (rows: readonly AddressWire[]) => rows.map((a) => a.tag);
const mainOf = (rows: readonly AddressWire[]) => rows.filter((a) => a.main).map((a) => a.tag);

describe('who may call', () => {
  const calls: [string, (who: Who) => Promise<{ status: number; body: object }>][] = [
    ['getDirecciones', (who) => w.form('/cliente/getDirecciones', {}, who)],
    ['saveDireccion', (who) => save(who, addressBody())],
    ['markPrincipal', (who) => w.form('/cliente/markPrincipal', { i: '1' }, who)],
    ['deleteDireccion', (who) => w.form('/cliente/deleteDireccion', { i: '1' }, who)],
    [
      'saveSortedAddresses',
      (who) => w.form('/cliente/saveSortedAddresses', { addresses: '1' }, who),
    ],
  ];
  test.each(calls)('%s: a guest token and no token are 401', async (_name, call) => {
    for (const who of [w.guest, {}]) {
      const r = await call(who);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' });
    }
  });
});

describe('cliente/saveDireccion', () => {
  test('the first address is main whatever was sent; a new one goes last', async () => {
    const c = await customerNew(w, 'dir-primera');
    const first = await saved(c, addressBody(ESCALON, { principal: 0 }));
    expect(first).toMatchObject({ order: 0, main: true, tag: 'Mi Casa' });
    const second = await saved(c, addressBody(FLOR_BLANCA, { categoria: 'Mi Trabajo' }));
    expect(second).toMatchObject({ order: 1, main: false, tag: 'Mi Trabajo' });
    expect(tags(await list(c.headers))).toEqual(['Mi Casa', 'Mi Trabajo']);
  });

  test("the place stored is the server's coverage, never the client's", async () => {
    const c = await customerNew(w, 'dir-cobertura');
    const body = addressBody(ESCALON, {
      col: 'SSA-FLB',
      codzon: 'Z-SS-03',
      coloniaCliente: 'Colonia Inventada',
      zonaCliente: 'Zona Inventada',
      categoria: '  Mi Casa  ',
      direccion: ' Calle La Mascota #123 ',
      edited: 1,
    });
    const answer = await saved(c, body);
    expect(answer).toEqual({
      id: expect.any(Number),
      order: 0,
      edited: true,
      main: true,
      tag: 'Mi Casa',
      latitude: ESCALON.latitude,
      longitude: ESCALON.longitude,
      regionCode: 'SS',
      cityCode: 'SS',
      district: 'Colonia Escalón',
      districtCode: 'SSA-ESC',
      street: 'Escalón',
      streetCode: 'Z-SS-01',
      address: 'Calle La Mascota #123',
      reference: 'Portón negro',
      country: 'El Salvador',
      countryCode: 'SV',
    });
    expect(await list(c.headers)).toEqual([answer]);
  });

  test.each([
    ['the Pacific', PACIFIC],
    ['the road to Sonsonate', NOWHERE],
  ])('a pin in %s, outside every zone, is refused and nothing stored', async (_name, point) => {
    const c = await customerNew(w, `dir-fuera-${point.longitude}`);
    const r = await save(c.headers, addressBody(point));
    expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: COVERAGE_NONE_MESSAGE });
    expect(await list(c.headers)).toEqual([]);
  });

  test('tag and address are required (01 with each field), nothing stored', async () => {
    const c = await customerNew(w, 'dir-requeridos');
    const r = await save(c.headers, addressBody(ESCALON, { categoria: '  ', direccion: '' }));
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Este campo es requerido',
      errores: { categoria: 'Este campo es requerido', direccion: 'Este campo es requerido' },
    });
    expect(await list(c.headers)).toEqual([]);
  });

  test.each<[string, Record<string, unknown>]>([
    ['a tag too long', { categoria: 'x'.repeat(ADDRESS_LIMITS.tagMax + 1) }],
    ['an address too long', { direccion: 'x'.repeat(ADDRESS_LIMITS.addressMax + 1) }],
    ['a reference too long', { indicaciones: 'x'.repeat(ADDRESS_LIMITS.referenceMax + 1) }],
    ['a latitude that is text', { latitud: 'norte' }],
    ['a longitude out of range', { longitud: -200 }],
    ['principal 2', { principal: 2 }],
    ['an id that is text', { i: 'uno' }],
    ['a tag that is a number', { categoria: 7 }],
  ])('%s is a 400, nothing stored', async (_name, over) => {
    // Ana saves nothing in this file: her list stays empty
    const r = await save(w.ana.headers, addressBody(ESCALON, over));
    expect(r.status).toBe(400);
    expect(r.body.codigoRetorno).toBe('02');
    expect(await list(w.ana.headers)).toEqual([]);
  });

  test('a body not encrypted, or not JSON, is a 400', async () => {
    const c = await customerNew(w, 'dir-sin-cifrar');
    expect((await w.form('/cliente/saveDireccion', { categoria: 'x' }, c.headers)).status).toBe(
      400,
    );
    expect((await w.form('/cliente/saveDireccion', { data: 'zzz' }, c.headers)).status).toBe(400);
  });

  test(`at most ${ADDRESS_LIMITS.max} addresses`, async () => {
    const c = await customerNew(w, 'dir-limite');
    for (let n = 0; n < ADDRESS_LIMITS.max; n++) {
      await saved(c, addressBody(ESCALON, { categoria: `Casa ${n}` }));
    }
    const r = await save(c.headers, addressBody(ESCALON, { categoria: 'Una más' }));
    expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.tooMany });
    const rows = await list(c.headers);
    expect(rows).toHaveLength(ADDRESS_LIMITS.max);
    expect(rows.map((a) => a.order)).toEqual([...Array(ADDRESS_LIMITS.max).keys()]);
    // editing one at the limit is still allowed
    const edited = await saved(c, addressBody(ESCALON, { i: rows[3]!.id, categoria: 'Editada' }));
    expect(edited).toMatchObject({ id: rows[3]!.id, order: 3, tag: 'Editada' });
  });

  test('concurrent saves keep the limit and one main', async () => {
    const c = await customerNew(w, 'dir-concurrentes');
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_LIMITS.max + 3 }, (_, n) =>
        save(c.headers, addressBody(ESCALON, { categoria: `C${n}`, principal: n % 2 })),
      ),
    );
    const codes = answers.map((a) => a.body.codigoRetorno);
    expect(codes.filter((code) => code === '00')).toHaveLength(ADDRESS_LIMITS.max);
    const rows = await list(c.headers);
    expect(rows).toHaveLength(ADDRESS_LIMITS.max);
    expect(mainOf(rows)).toHaveLength(1);
    expect(new Set(rows.map((a) => a.order)).size).toBe(ADDRESS_LIMITS.max);
  });

  test('principal 1 makes it the only main one; editing keeps its place', async () => {
    const c = await customerNew(w, 'dir-principal');
    const casa = await saved(c, addressBody(ESCALON, { categoria: 'Casa' }));
    await saved(c, addressBody(FLOR_BLANCA, { categoria: 'Trabajo', principal: 1 }));
    expect(mainOf(await list(c.headers))).toEqual(['Trabajo']);
    const moved = await saved(
      c,
      addressBody(FLOR_BLANCA, { i: casa.id, categoria: 'Casa nueva', principal: 1 }),
    );
    expect(moved).toMatchObject({
      id: casa.id,
      order: 0,
      main: true,
      district: 'Colonia Flor Blanca',
    });
    const rows = await list(c.headers);
    expect(tags(rows)).toEqual(['Casa nueva', 'Trabajo']);
    expect(mainOf(rows)).toEqual(['Casa nueva']);
  });

  test("another customer's id, or an unknown one: notFound, nothing changed", async () => {
    const ana = await customerNew(w, 'dir-ana-editar');
    const mine = await saved(ana, addressBody(ESCALON, { categoria: 'De Ana' }));
    const before = await list(ana.headers);
    const foreign = await save(w.beto.headers, addressBody(FLOR_BLANCA, { i: mine.id }));
    const unknown = await save(w.beto.headers, addressBody(FLOR_BLANCA, { i: 99_999_999 }));
    for (const r of [foreign, unknown]) {
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.notFound });
    }
    expect(await list(ana.headers)).toEqual(before);
    expect(await list(w.beto.headers)).toEqual([]);
  });
});

describe('cliente/getDirecciones', () => {
  test('each customer reads only their own, in their order', async () => {
    const ana = await customerNew(w, 'dir-ana-leer');
    await saved(ana, addressBody(ESCALON, { categoria: 'Uno' }));
    await saved(ana, addressBody(ESCALON, { categoria: 'Dos' }));
    const other = await customerNew(w, 'dir-otro-leer');
    expect(tags(await list(ana.headers))).toEqual(['Uno', 'Dos']);
    expect(await list(other.headers)).toEqual([]);
  });
});

describe('cliente/markPrincipal', () => {
  test('the address becomes the only main one', async () => {
    const c = await customerNew(w, 'dir-marcar');
    await saved(c, addressBody(ESCALON, { categoria: 'Uno' }));
    const dos = await saved(c, addressBody(ESCALON, { categoria: 'Dos' }));
    const r = await w.form('/cliente/markPrincipal', { i: String(dos.id) }, c.headers);
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    expect(mainOf(await list(c.headers))).toEqual(['Dos']);
  });

  test("another customer's id or an unknown one: notFound, nothing changed", async () => {
    const ana = await customerNew(w, 'dir-ana-marcar');
    await saved(ana, addressBody(ESCALON, { categoria: 'Uno' }));
    const dos = await saved(ana, addressBody(ESCALON, { categoria: 'Dos' }));
    const before = await list(ana.headers);
    for (const i of [String(dos.id), '99999999']) {
      const r = await w.form('/cliente/markPrincipal', { i }, w.beto.headers);
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.notFound });
    }
    expect(await list(ana.headers)).toEqual(before);
  });

  test.each([[{}], [{ i: 'uno' }], [{ i: '1.5' }], [{ i: '99999999999' }]])(
    'a malformed body %j is a 400',
    async (fields) => {
      const r = await w.form('/cliente/markPrincipal', fields, w.ana.headers);
      expect(r.status).toBe(400);
    },
  );
});

describe('cliente/deleteDireccion', () => {
  test('deleted; the main one moves to the first remaining; the order closes up', async () => {
    const c = await customerNew(w, 'dir-borrar');
    const uno = await saved(c, addressBody(ESCALON, { categoria: 'Uno' }));
    await saved(c, addressBody(ESCALON, { categoria: 'Dos' }));
    const tres = await saved(c, addressBody(ESCALON, { categoria: 'Tres' }));
    await w.form('/cliente/saveSortedAddresses', { addresses: `${tres.id},${uno.id}` }, c.headers);
    let rows = await list(c.headers);
    const order = rows.map((a) => a.id);
    // 'Dos' got lost in that sort (not a permutation): the order is unchanged
    expect(tags(rows)).toEqual(['Uno', 'Dos', 'Tres']);
    const r = await w.form('/cliente/deleteDireccion', { i: String(uno.id) }, c.headers);
    expect(r.body).toEqual({ codigoRetorno: '00', mensajeRetorno: ADDRESS_MESSAGES.deleted });
    rows = await list(c.headers);
    expect(rows.map((a) => a.id)).toEqual(order.slice(1));
    expect(rows.map((a) => a.order)).toEqual([0, 1]);
    expect(mainOf(rows)).toEqual(['Dos']);
    // deleting one that is not main leaves the main alone
    await w.form('/cliente/deleteDireccion', { i: String(tres.id) }, c.headers);
    expect(mainOf(await list(c.headers))).toEqual(['Dos']);
  });

  test('the last one deleted leaves an empty list', async () => {
    const c = await customerNew(w, 'dir-borrar-ultima');
    const only = await saved(c);
    await w.form('/cliente/deleteDireccion', { i: String(only.id) }, c.headers);
    expect(await list(c.headers)).toEqual([]);
    // the next one saved is main again
    expect(await saved(c)).toMatchObject({ main: true, order: 0 });
  });

  test("another customer's id or an unknown one: notFound, nothing deleted", async () => {
    const ana = await customerNew(w, 'dir-ana-borrar');
    const mine = await saved(ana);
    const before = await list(ana.headers);
    for (const i of [String(mine.id), '99999999']) {
      const r = await w.form('/cliente/deleteDireccion', { i }, w.beto.headers);
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.notFound });
    }
    expect(await list(ana.headers)).toEqual(before);
  });

  test('a malformed body is a 400', async () => {
    expect((await w.form('/cliente/deleteDireccion', { i: 'x' }, w.ana.headers)).status).toBe(400);
    expect((await w.form('/cliente/deleteDireccion', {}, w.ana.headers)).status).toBe(400);
  });
});

describe('cliente/saveSortedAddresses', () => {
  test('a permutation of the customer’s ids is their new order', async () => {
    const c = await customerNew(w, 'dir-ordenar');
    const ids = [];
    for (const tag of ['Uno', 'Dos', 'Tres']) {
      ids.push((await saved(c, addressBody(ESCALON, { categoria: tag }))).id);
    }
    const [uno, dos, tres] = ids as [number, number, number];
    const r = await w.form(
      '/cliente/saveSortedAddresses',
      { addresses: `${tres},${uno},${dos}` },
      c.headers,
    );
    expect(r.body).toMatchObject({ codigoRetorno: '00' });
    const rows = await list(c.headers);
    expect(tags(rows)).toEqual(['Tres', 'Uno', 'Dos']);
    expect(rows.map((a) => a.order)).toEqual([0, 1, 2]);
    // sorting does not move the main one
    expect(mainOf(rows)).toEqual(['Uno']);
    // a new address still goes last
    expect(await saved(c, addressBody(ESCALON, { categoria: 'Cuatro' }))).toMatchObject({
      order: 3,
    });
  });

  test('anything but exactly a permutation is listChanged and changes nothing', async () => {
    const c = await customerNew(w, 'dir-ordenar-mal');
    const a = (await saved(c, addressBody(ESCALON, { categoria: 'A' }))).id;
    const b = (await saved(c, addressBody(ESCALON, { categoria: 'B' }))).id;
    const other = await customerNew(w, 'dir-ordenar-ajeno');
    const foreign = (await saved(other)).id;
    const before = await list(c.headers);
    for (const addresses of [`${b}`, `${b},${a},${a}`, `${b},${a},${foreign}`, `${b},${foreign}`]) {
      const r = await w.form('/cliente/saveSortedAddresses', { addresses }, c.headers);
      expect(r.body, addresses).toEqual({
        codigoRetorno: '02',
        mensajeRetorno: ADDRESS_MESSAGES.listChanged,
      });
    }
    expect(await list(c.headers)).toEqual(before);
  });

  test("another customer's ids: listChanged, the owner's order untouched", async () => {
    const ana = await customerNew(w, 'dir-ana-ordenar');
    const a = (await saved(ana, addressBody(ESCALON, { categoria: 'A' }))).id;
    const b = (await saved(ana, addressBody(ESCALON, { categoria: 'B' }))).id;
    const before = await list(ana.headers);
    const r = await w.form(
      '/cliente/saveSortedAddresses',
      { addresses: `${b},${a}` },
      w.beto.headers,
    );
    expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: ADDRESS_MESSAGES.listChanged });
    expect(await list(ana.headers)).toEqual(before);
  });

  test.each([[{}], [{ addresses: '' }], [{ addresses: '1,,2' }], [{ addresses: 'a,b' }]])(
    'a malformed body %j is a 400',
    async (fields) => {
      expect((await w.form('/cliente/saveSortedAddresses', fields, w.ana.headers)).status).toBe(
        400,
      );
    },
  );
});
