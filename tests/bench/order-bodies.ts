// The order-placement bench's requests, made before the timed run so the load generator only
// sends: real order lines from the server's own menu (the app's cart and order-line encoder),
// a cash pickup at a demo shop (now, or at the next valid future slot when the shop is
// closed), each body encrypted as the app encrypts it, plus exact repeats of earlier bodies.
import { randomUUID } from 'node:crypto';
import { getBloqueosResponseSchema } from '../../src/api/cart/get-bloqueos.ts';
import { encryptPayload } from '../../src/api/encrypt.ts';
import { getCatalogosResponseSchema } from '../../src/api/menu/get-catalogos.ts';
import { getDataResponseSchema } from '../../src/api/menu/get-data.ts';
import { getFechaHoraResponseSchema } from '../../src/api/menu/get-fecha-hora.ts';
import type { Shop } from '../../src/domain/catalogs.ts';
import { cartValidity } from '../../src/domain/cart/cart-validity.ts';
import { cartView } from '../../src/domain/cart/cart-view.ts';
import { centsToAmount } from '../../src/domain/money.ts';
import { futureOrderLeadMinutes } from '../../src/domain/schedule/future-order-lead.ts';
import { shopPickupOptions } from '../../src/domain/shops/shop-pickup-options.ts';
import {
  serverTimeFormatDate,
  serverTimeFormatTime,
  serverTimeParse,
} from '../../src/domain/server-time.ts';
import type { OrderLine } from '../../src/protocol/order-line.ts';
import { orderLinesEncode } from '../../src/protocol/order-lines-encode.ts';
import { apiPost, ckKeyOf, guestToken } from './order-api.ts';
import { simpleProducts, smallCart } from './order-carts.ts';
import { orderMoment, type OrderMoment } from './order-moment.ts';

/** One prepared request: its form body, its guest token, and the original it repeats. */
export interface PlannedOrder {
  /** the idempotency key (orden.idempotencia) */
  key: string;
  /** `data=<encrypted>`, form-urlencoded */
  form: string;
  authorization: string;
  /** index (in the same list) of the request this one repeats byte for byte; null: an original */
  twin: number | null;
}

/** What the run sends, and how the orders were made (for the printed figures). */
export interface OrderPlan {
  /** warm-up orders, sent before the timed run (distinct keys of their own) */
  warmUp: PlannedOrder[];
  /** the timed run, in sending order */
  run: PlannedOrder[];
  unique: number;
  repeats: number;
  /** 'now' or the future slot used, for the report */
  when: string;
  shop: string;
  carts: number;
}

export interface OrderPlanOptions {
  unique: number;
  /** repeats as a share of `unique` (0.1 = 10%) */
  repeatShare: number;
  warmUp: number;
  /** guest tokens: one per load connection */
  tokens: number;
  seed?: number;
}

/** The §4.3 pickup client data of data/saveOrderPendiente (contract "PickupData"). */
interface PickupData {
  nombre: string;
  telefono: string;
  correo: string;
  detalle: string;
  fecha: string;
  hora: string;
  pedidoFuturo: 0 | 1;
  personaRecibe: string;
  ordenesPendientes: number;
  pedidoFuturoInvalido: 0 | 1;
  tienda: number;
  tipoPago: 'E' | 'T' | 'C';
  totalVenta: number;
  comentarios: string;
  device: 'web';
}

/** A small deterministic generator, so every run sends the same kind of load. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const formOf = (encrypted: string) => `data=${encodeURIComponent(encrypted)}`;

/**
 * Asks the running server for what a customer's app reads (ck key, guest tokens, menu,
 * catalogues, blocks, server time), chooses a shop and moment, and prepares every request
 * of the warm-up and the timed run: `unique` distinct orders plus `repeatShare` exact repeats
 * of earlier ones, half sent close behind their original (1-20 requests later, likely while
 * it is still in flight), half well after it.
 */
export async function orderPlanPrepare(url: string, options: OrderPlanOptions): Promise<OrderPlan> {
  const random = mulberry32(options.seed ?? 20261123);
  const timeAnswer = await apiPost(url, 'data/getFechaHora');
  const key = ckKeyOf(timeAnswer);
  // the server runs on this machine: its clock is the device clock, no offset to apply
  const serverNow = serverTimeParse(getFechaHoraResponseSchema.parse(timeAnswer.json).fecha);
  const tokens: string[] = [];
  for (let i = 0; i < options.tokens; i++) tokens.push(await guestToken(url));
  const menu = getDataResponseSchema.parse((await apiPost(url, 'data/getData')).json);
  const catalogs = getCatalogosResponseSchema.parse((await apiPost(url, 'data/getCatalogos')).json);
  const chainHours = {
    opening: menu.parameters.openingTime,
    closing: menu.parameters.closingTime,
  };
  const lead = futureOrderLeadMinutes(menu.parameters);

  let chosen: { shop: Shop; moment: OrderMoment } | null = null;
  for (const shop of catalogs.shops) {
    const moment = orderMoment(serverNow, shop, chainHours, lead);
    if (moment && (chosen === null || (moment.at === null && chosen.moment.at !== null))) {
      chosen = { shop, moment };
    }
    if (chosen?.moment.at === null) break;
  }
  if (chosen === null) throw new Error('ninguna tienda de demostración acepta pedidos');
  const { shop, moment } = chosen;
  const orderAt = moment.at ?? serverNow;
  const blocks = getBloqueosResponseSchema.parse(
    (await apiPost(url, 'data/getBloqueos', { idtda: String(shop.id) }, tokens[0])).json,
  );
  const products = simpleProducts(menu, blocks, orderAt);
  if (products.length === 0) throw new Error('el menú no tiene productos simples disponibles');

  // a handful of carts, each checked with the app's own cart validity (§5.3)
  const carts: { lines: OrderLine[]; total: number }[] = [];
  while (carts.length < 12) {
    const cart = smallCart(products, random);
    const validity = cartValidity({
      cart,
      menu,
      delivery: { kind: 'shop', address: 'valid', shopHours: shop.hours },
      blocks,
      itemSchedules: menu.schedules,
      geoAllowedMenuIds: null,
      futureOrderAt: moment.at,
      now: serverNow,
    });
    if (!validity.valid) {
      throw new Error(`carrito no válido: ${JSON.stringify(validity.flags)} ${validity.messages}`);
    }
    carts.push({ lines: orderLinesEncode(cart), total: centsToAmount(cartView(cart).total) });
  }
  const pickupOption = shopPickupOptions(shop)[0]?.code ?? '';

  const order = (index: number): PlannedOrder => {
    const cart = carts[index % carts.length] ?? carts[0]!;
    const idempotencia = randomUUID();
    const data: PickupData = {
      nombre: `Cliente Carga ${index}`,
      telefono: `7${String(1_000_000 + index).slice(-7)}`,
      correo: `carga${index}@example.com`,
      detalle: pickupOption,
      fecha: moment.at === null ? 'n' : serverTimeFormatDate(moment.at),
      hora: moment.at === null ? 'n' : serverTimeFormatTime(moment.at),
      pedidoFuturo: moment.at === null ? 0 : 1,
      personaRecibe: '',
      ordenesPendientes: 0,
      pedidoFuturoInvalido: 0,
      tienda: shop.id,
      tipoPago: 'E',
      totalVenta: cart.total,
      comentarios: '',
      device: 'web',
    };
    const body = {
      data,
      menu: cart.lines,
      orden: { idord: 0, fcmToken: '', idempotencia },
      device: 'web',
      checkout: 1,
    };
    const token = tokens[index % tokens.length] ?? '';
    return {
      key: idempotencia,
      form: formOf(encryptPayload(body, key)),
      authorization: `Bearer ${token}`,
      twin: null,
    };
  };

  const warmUp = Array.from({ length: options.warmUp }, (_, i) => order(options.unique + i));
  const originals = Array.from({ length: options.unique }, (_, i) => order(i));
  // repeats: after[i] lists the originals repeated right after original i is sent
  const repeatCount = Math.round(options.unique * options.repeatShare);
  const after = new Map<number, number[]>();
  const repeated = new Set<number>();
  while (repeated.size < repeatCount) {
    const original = Math.floor(random() * options.unique);
    if (repeated.has(original)) continue;
    repeated.add(original);
    const distance =
      repeated.size % 2 === 0 ? 1 + Math.floor(random() * 20) : 100 + Math.floor(random() * 900);
    const at = Math.min(options.unique - 1, original + distance);
    after.set(at, [...(after.get(at) ?? []), original]);
  }
  const run: PlannedOrder[] = [];
  const position = new Map<number, number>();
  originals.forEach((planned, i) => {
    position.set(i, run.length);
    run.push(planned);
    for (const original of after.get(i) ?? []) {
      const first = originals[original];
      const twin = position.get(original);
      if (first && twin !== undefined) run.push({ ...first, twin });
    }
  });
  return {
    warmUp,
    run,
    unique: options.unique,
    repeats: run.length - options.unique,
    when: moment.label,
    shop: `${shop.id} ${shop.name}`,
    carts: carts.length,
  };
}
