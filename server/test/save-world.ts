/**
 * Test support for data/saveOrderPendiente (only *.test.ts import this file): the demo chain in
 * a real database behind a real server with a settable clock; carts built by the app's own
 * domain from the menu the app reads, encoded by the protocol's order-line encoder; bodies
 * shaped per the contract and encrypted as the app does (AES-ECB, byte for byte crypto-js's:
 * server/http/aes.test.ts) with the ck key the server hands out in its response header.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Cart } from '../../src/domain/cart/cart.ts';
import { cartView } from '../../src/domain/cart/cart-view.ts';
import { centsToAmount } from '../../src/domain/money.ts';
import type { OrderLine } from '../../src/protocol/order-line.ts';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { orderEvents, orders } from '../db/schema/orders.ts';
import { encryptText } from '../http/aes.ts';
import { quoteMenuFromChain } from '../quote/quote-menu.ts';
import { quotePromotionValidity } from '../quote/quote-promotion-validity.ts';
import { clientMenuRead, type QuoteWorld } from '../quote/quote.fixture';
import { readChainSnapshot } from '../chain/chain-read.ts';
import { demoChain, MONDAY_NOON } from './guest-calls.ts';
import { post, startTestServer, type JsonAnswer } from './harness.ts';

export { MONDAY_NOON };

/** A local time in El Salvador (UTC-6 all year). */
export const sv = (local: string): Date => new Date(`${local}-06:00`);

/** Escalón, covered by zone Z-SS-01 of shop 4 (Zona Rosa, Monday 07:00-22:00). */
export const ESCALON = { latitude: 13.7065, longitude: -89.239 };
/** The road between Santa Tecla and Sonsonate: no coverage. */
export const NOWHERE = { latitude: 13.7, longitude: -89.52 };

export interface SaveWorld extends QuoteWorld {
  /** sets the server's clock (MONDAY_NOON until set) */
  setNow: (at: Date) => void;
  /** headers of a guest token taken at MONDAY_NOON */
  guest: Record<string, string>;
  /** a new guest token's headers (another customer) */
  newGuest: () => Promise<Record<string, string>>;
  /** the ck key the server hands out now (its response header) */
  ckKey: () => Promise<string>;
  /** posts `data` as the app does: the body encrypted with the current ck key */
  save: (body: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>;
  /** posts a ready `data` field (already encrypted, or not) */
  saveRaw: (data: string, headers?: Record<string, string>) => Promise<JsonAnswer>;
  close: () => Promise<void>;
}

const SAVE = '/data/saveOrderPendiente';

/** A body encrypted as the app's encryptPayload does it (§7): the `data` field of a save. */
export function sealBody(body: unknown, key: string): string {
  return encryptText(JSON.stringify(body), key);
}

/** `env` adds to the test server's environment (e.g. a rate limit). */
export async function saveWorldStart(env: Record<string, string> = {}): Promise<SaveWorld> {
  let now = MONDAY_NOON;
  const server = await startTestServer({ chain: demoChain(), clock: () => now, env });
  const clientMenu = await clientMenuRead(server);
  const { chain } = await readChainSnapshot(server.db);
  const newGuest = async (): Promise<Record<string, string>> => {
    const token = (await post(server, '/auth/guest')).body.token as string;
    return { authorization: `Bearer ${token}` };
  };
  const guest = await newGuest();
  const ckKey = async () => {
    const header = (await post(server, '/data/getFechaHora')).headers.get('ck') ?? '';
    return header.split('/').pop() ?? '';
  };
  const saveRaw = (data: string, headers = guest) => post(server, SAVE, { data }, headers);
  return {
    server,
    clientMenu,
    serverMenu: quoteMenuFromChain(chain),
    promotionValid: quotePromotionValidity(cartIndexBuild(chain)),
    setNow: (at) => {
      now = at;
    },
    guest,
    newGuest,
    ckKey,
    save: async (body, headers = guest) => saveRaw(sealBody(body, await ckKey()), headers),
    saveRaw,
    close: () => server.close(),
  };
}

/**
 * The world of one test file (or describe block): started before its tests, closed after.
 * The object is filled in by the beforeAll hook, so read it inside tests and hooks only.
 */
export function useSaveWorld(env: Record<string, string> = {}): SaveWorld {
  const world = {} as SaveWorld;
  beforeAll(async () => {
    Object.assign(world, await saveWorldStart(env));
  });
  afterAll(async () => {
    await world.close();
  });
  return world;
}

/** The fields both order data shapes share, for a cart (totalVenta its total). */
function common(cart: Cart) {
  return {
    nombre: 'Ana María Pérez',
    telefono: '70001234',
    correo: 'ana@example.com',
    fecha: 'n',
    hora: 'n',
    pedidoFuturo: 0,
    ordenesPendientes: 0,
    pedidoFuturoInvalido: 0,
    tipoPago: 'E',
    totalVenta: centsToAmount(cartView(cart).total),
    comentarios: 'Sin cebolla, por favor',
    device: 'web',
  };
}

/** Contract PickupData at a shop (Zona Rosa by default), cash. */
export function pickupData(cart: Cart, shop = 4) {
  return {
    ...common(cart),
    detalle: 'MOSTRADOR',
    personaRecibe: '',
    tienda: shop,
  };
}

/** Contract DeliveryData to a point (Escalón by default), cash. */
export function deliveryData(cart: Cart, point = ESCALON, shop = 4) {
  return {
    ...common(cart),
    iddcl: 0,
    latitudEntrega: point.latitude,
    longitudEntrega: point.longitude,
    latitud: point.latitude,
    longitud: point.longitude,
    zonaCliente: 'Z-SS-01',
    codzon: 'Z-SS-01',
    codcol: 'SSA-ESC',
    coloniaCliente: 'Colonia Escalón',
    detalle: 'Calle La Mascota #123',
    referencias: 'Portón negro',
    idtda: shop,
    codigoRestriccion: null,
    mensajeGarantia: '',
  };
}

/** The decrypted order-save body of the contract. */
export function orderBody(data: object, menu: readonly OrderLine[], key = randomUUID()) {
  return {
    data,
    menu,
    orden: { idord: 0, fcmToken: '', idempotencia: key },
    device: 'web',
    checkout: 1,
  };
}

/** The orders stored under idempotency keys, with their events. */
export async function storedOrders(world: SaveWorld, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await world.server.db
    .select()
    .from(orders)
    .where(inArray(orders.idempotencyKey, [...keys]));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      events: await world.server.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, row.id)),
    })),
  );
}

/** How many orders the database holds. */
export async function orderCount(world: SaveWorld): Promise<number> {
  return (await world.server.db.select({ id: orders.id }).from(orders)).length;
}
