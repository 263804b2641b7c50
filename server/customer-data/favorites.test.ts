import { describe, expect, test } from 'vitest';
import {
  FAVORITE_LIMITS,
  FAVORITE_MESSAGES,
  type FavoriteRow,
} from '../../src/protocol/customer-favorite.ts';
import { demoChain, MONDAY_NOON } from '../test/guest-calls.ts';
import { customerNew, useCustomerDataWorld, type Who } from './customer-data.fixture.ts';

// issue 16 contract "Favourites" through real HTTP on the demo chain, as a hostile client.
const w = useCustomerDataWorld();

const read = async (who: Who): Promise<number[]> => {
  const r = await w.form('/cliente/favoritos', {}, who);
  expect(r.body.codigoRetorno).toBe('00');
  return ((r.body.data as { data: FavoriteRow[] }).data ?? []).map((f) => f.IDPDS);
};
const update = (who: Who, idpds: string, oper: string) =>
  w.multipart('/cliente/updateFavorito', { idpds, oper }, who);

/** Moves the clock on, so each favourite added has its own time. */
let tick = 0;
const later = () => w.setNow(new Date(MONDAY_NOON.getTime() + ++tick * 1000));

describe('who may call', () => {
  test.each([
    ['favoritos', (who: Who) => w.form('/cliente/favoritos', {}, who)],
    ['updateFavorito', (who: Who) => update(who, '1001', 'A')],
  ])('%s: a guest token and no token are 401', async (_name, call) => {
    for (const who of [w.guest, {}]) {
      const r = await call(who);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' });
    }
  });
});

describe('cliente/updateFavorito and cliente/favoritos', () => {
  test('added newest first; adding twice and removing a missing one are 00 and change nothing', async () => {
    const c = await customerNew(w, 'fav-basico');
    expect(await read(c.headers)).toEqual([]);
    for (const id of ['1001', '1502', '1101']) {
      later();
      expect((await update(c.headers, id, 'A')).body).toMatchObject({ codigoRetorno: '00' });
    }
    expect(await read(c.headers)).toEqual([1101, 1502, 1001]);
    later();
    expect((await update(c.headers, '1001', 'A')).body).toMatchObject({ codigoRetorno: '00' });
    expect(await read(c.headers)).toEqual([1101, 1502, 1001]);
    expect((await update(c.headers, '1502', 'E')).body).toMatchObject({ codigoRetorno: '00' });
    expect((await update(c.headers, '1502', 'E')).body).toMatchObject({ codigoRetorno: '00' });
    expect((await update(c.headers, '1003', 'E')).body).toMatchObject({ codigoRetorno: '00' });
    expect(await read(c.headers)).toEqual([1101, 1001]);
  });

  test('an id that is no product of the loaded menu is refused, nothing stored', async () => {
    const c = await customerNew(w, 'fav-desconocido');
    for (const id of ['999999', '0', '-6']) {
      expect((await update(c.headers, id, 'A')).body).toEqual({
        codigoRetorno: '02',
        mensajeRetorno: FAVORITE_MESSAGES.unknownProduct,
      });
    }
    expect(await read(c.headers)).toEqual([]);
  });

  test(`at most ${FAVORITE_LIMITS.max} favourites`, async () => {
    const c = await customerNew(w, 'fav-limite');
    const ids = demoChain().productos.map((p) => p.I);
    expect(ids.length).toBeGreaterThan(FAVORITE_LIMITS.max);
    const adds = await Promise.all(
      ids.slice(0, FAVORITE_LIMITS.max + 2).map((id) => update(c.headers, String(id), 'A')),
    );
    const refused = adds.filter((a) => a.body.codigoRetorno !== '00');
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: FAVORITE_MESSAGES.tooMany,
    });
    const held = await read(c.headers);
    expect(held).toHaveLength(FAVORITE_LIMITS.max);
    // a favourite already held is still '00' at the limit; removing one makes room
    const first = held[0]!;
    expect((await update(c.headers, String(first), 'A')).body.codigoRetorno).toBe('00');
    await update(c.headers, String(first), 'E');
    const outside = ids.find((id) => !held.includes(id))!;
    expect((await update(c.headers, String(outside), 'A')).body.codigoRetorno).toBe('00');
  });

  test("one customer's favourites are theirs alone: another's token reads and removes none", async () => {
    const ana = await customerNew(w, 'fav-ana');
    later();
    await update(ana.headers, '1001', 'A');
    later();
    await update(ana.headers, '1002', 'A');
    const beto = await customerNew(w, 'fav-beto');
    expect(await read(beto.headers)).toEqual([]);
    // Beto removing Ana's product ids removes only his own (none)
    expect((await update(beto.headers, '1001', 'E')).body.codigoRetorno).toBe('00');
    expect(await read(ana.headers)).toEqual([1002, 1001]);
    expect(await read(beto.headers)).toEqual([]);
  });

  test.each([
    [{ idpds: '1001', oper: 'X' }],
    [{ idpds: '1001', oper: 'a' }],
    [{ idpds: '1001' }],
    [{ oper: 'A' }],
    [{ idpds: 'papas', oper: 'A' }],
    [{ idpds: '99999999999', oper: 'A' }],
  ])('a malformed body %j is a 400, nothing stored', async (fields) => {
    const r = await w.multipart('/cliente/updateFavorito', fields, w.ana.headers);
    expect(r.status).toBe(400);
    expect(await read(w.ana.headers)).toEqual([]);
  });
});
