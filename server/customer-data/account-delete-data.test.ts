import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { FIXTURE_PASSWORD } from '../accounts/customer.fixture.ts';
import { customerAddresses, customerFavorites } from '../db/schema/customer-data.ts';
import {
  addressBody,
  customerNew,
  ESCALON,
  FLOR_BLANCA,
  useCustomerDataWorld,
} from './customer-data.fixture.ts';

// issue 16 contract: deleting the account deletes its addresses and favourites (and only its).
const w = useCustomerDataWorld();

const held = async (customerId: number) => ({
  addresses: (
    await w.server.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
  ).length,
  favorites: (
    await w.server.db
      .select()
      .from(customerFavorites)
      .where(eq(customerFavorites.customerId, customerId))
  ).length,
});

describe('cliente/deleteAccount', () => {
  test("removes the customer's addresses and favourites; another customer's stay", async () => {
    const ana = await customerNew(w, 'borrar-ana');
    const beto = await customerNew(w, 'borrar-beto');
    for (const c of [ana, beto]) {
      for (const point of [ESCALON, FLOR_BLANCA]) {
        const r = await w.sealed('/cliente/saveDireccion', addressBody(point), c.headers);
        expect(r.body.codigoRetorno).toBe('00');
      }
      for (const idpds of ['1001', '1502']) {
        const r = await w.multipart('/cliente/updateFavorito', { idpds, oper: 'A' }, c.headers);
        expect(r.body.codigoRetorno).toBe('00');
      }
    }
    expect(await held(ana.id)).toEqual({ addresses: 2, favorites: 2 });

    // a wrong password deletes nothing
    const wrong = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: 'Otra#2026' },
      ana.headers,
    );
    expect(wrong.body.codigoRetorno).toBe('01');
    expect(await held(ana.id)).toEqual({ addresses: 2, favorites: 2 });

    const r = await w.sealed(
      '/cliente/deleteAccount',
      { contrasena: FIXTURE_PASSWORD },
      ana.headers,
    );
    expect(r.body.codigoRetorno).toBe('00');
    expect(await held(ana.id)).toEqual({ addresses: 0, favorites: 0 });
    expect(await held(beto.id)).toEqual({ addresses: 2, favorites: 2 });
    // the ended login reads nothing any more
    expect((await w.form('/cliente/getDirecciones', {}, ana.headers)).status).toBe(401);
  });
});
