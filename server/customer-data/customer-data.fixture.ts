import { afterAll, beforeAll } from 'vitest';
import { customerSession, type CustomerSession } from '../accounts/customer.fixture.ts';
import { encryptText } from '../http/aes.ts';
import { ckKey } from '../http/ck.ts';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type JsonAnswer, type TestServer } from '../test/harness.ts';

/**
 * The world of issue 16's server tests: the demo chain behind a real server on a settable
 * clock, two customers logged in (Ana, whose data the tests build, and Beto, the hostile
 * one), a guest token, and calls as the app makes them (multipart, form-encoded, encrypted).
 */

/** Escalón: district Colonia Escalón (SSA-ESC), zone Escalón (Z-SS-01) of shop 4. */
export const ESCALON = { latitude: 13.7065, longitude: -89.239 };
/** Colonia Flor Blanca inside zone Z-SS-03 (Los Héroes – Miramonte), served by shop 2. */
export const FLOR_BLANCA = { latitude: 13.7015, longitude: -89.2115 };
/** Out in the Pacific, some 50 km off the coast: far from every zone of the demo chain. */
export const PACIFIC = { latitude: 13.1, longitude: -89.3 };
/** The road between Santa Tecla and Sonsonate: no coverage either. */
export const NOWHERE = { latitude: 13.7, longitude: -89.52 };

/** Headers of a call, or none (no token). */
export type Who = Record<string, string>;

export interface CustomerDataWorld {
  server: TestServer;
  ana: CustomerSession;
  beto: CustomerSession;
  /** a guest token's headers */
  guest: Who;
  setNow: (at: Date) => void;
  /** form-encoded fields (cliente/markPrincipal, deleteDireccion, saveSortedAddresses) */
  form: (path: string, fields: Record<string, string>, who: Who) => Promise<JsonAnswer>;
  /** multipart fields (cliente/updateFavorito) */
  multipart: (path: string, fields: Record<string, string>, who: Who) => Promise<JsonAnswer>;
  /** `payload` as JSON in the encrypted `data` field (cliente/saveDireccion) */
  sealed: (path: string, payload: unknown, who: Who) => Promise<JsonAnswer>;
  close: () => Promise<void>;
}

/** A new customer `sub`, logged in now. */
export function customerNew(w: CustomerDataWorld, sub: string): Promise<CustomerSession> {
  return customerSession(w.server, sub, MONDAY_NOON);
}

/** Starts the world. */
export async function customerDataWorldStart(): Promise<CustomerDataWorld> {
  let now = MONDAY_NOON;
  const server = await startTestServer({ chain: demoChain(), clock: () => now });
  const ana = await customerSession(server, 'cliente-ana', now);
  const beto = await customerSession(server, 'cliente-beto', now);
  const guestToken = (await post(server, '/auth/guest')).body.token as string;
  return {
    server,
    ana,
    beto,
    guest: { authorization: `Bearer ${guestToken}` },
    setNow: (at) => {
      now = at;
    },
    form: (path, fields, who) => post(server, path, fields, who),
    multipart: (path, fields, who) => post(server, path, formBody(fields), who),
    sealed: (path, payload, who) => {
      const data = encryptText(JSON.stringify(payload), ckKey(server.config.secrets.ck, now));
      return post(server, path, { data }, who);
    },
    close: () => server.close(),
  };
}

/** The world of one test file: started before its tests, closed after. */
export function useCustomerDataWorld(): CustomerDataWorld {
  const world = {} as CustomerDataWorld;
  beforeAll(async () => {
    Object.assign(world, await customerDataWorldStart());
  });
  afterAll(async () => {
    await world.close();
  });
  return world;
}

/** An AddressBody (§3.2) at `point`, with `over` on top. */
export function addressBody(
  point: { latitude: number; longitude: number } = ESCALON,
  over: Record<string, unknown> = {},
) {
  return {
    principal: 0,
    latitud: point.latitude,
    longitud: point.longitude,
    categoria: 'Mi Casa',
    col: 'SSA-ESC',
    codzon: 'Z-SS-01',
    direccion: 'Calle La Mascota #123',
    indicaciones: 'Portón negro',
    coloniaCliente: 'Colonia Escalón',
    zonaCliente: 'Z-SS-01',
    dep: 'SS',
    ciu: 'SS',
    edited: 0,
    invalid: 0,
    ...over,
  };
}
