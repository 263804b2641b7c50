import { productIdOf, type ProductId } from '../../src/domain/product-id.ts';
import type { ChainData } from '../seed/schema.ts';
import type { ChainPart } from './chain-view.ts';

/**
 * What the cart calls (data/getVS, checkPr, getPromo, checkHr) read from a loaded chain,
 * indexed once per chain version (a part of its ChainView). Blocks are not here: they
 * change between loads and are read from the database on every request
 * (server/cart/blocks.ts).
 */

export type ProductRecord = ChainData['productos'][number];
export type PromotionRecord = ChainData['promos'][number];
export type ScheduleRecord = ChainData['horarios'][number];

export interface CartIndex {
  products: ReadonlyMap<number, ProductRecord>;
  promotions: ReadonlyMap<number, PromotionRecord>;
  /** promotional code (trimmed, lower case) → promotion id */
  promoCodes: ReadonlyMap<string, number>;
  /** §3.3 horarios rows by menu id, in file order */
  schedules: ReadonlyMap<number, readonly ScheduleRecord[]>;
  /** §4.6 menu id in the cart → menu ids suggested with it, in file order */
  suggestions: ReadonlyMap<number, readonly number[]>;
  /** §5.3 shop id → geo-limited menu ids it may sell, in menu order */
  geoByShop: ReadonlyMap<number, readonly ProductId[]>;
  shops: ReadonlySet<number>;
}

/** A code as customers type it: compared trimmed and in lower case (§5.1). */
export const promoCodeNormalize = (code: string): string => code.trim().toLowerCase();

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** Builds the index of one loaded chain (docs/protocol.md "Cart calls"). */
export function cartIndexBuild(chain: ChainData): CartIndex {
  const products = new Map(chain.productos.map((p) => [p.I, p]));
  const promotions = new Map(chain.promos.map((p) => [p.I, p]));
  const promoCodes = new Map<string, number>();
  // a promotion's own CODIGO wins over a PROMO product's CODIGO_URL
  for (const p of chain.productos) {
    if (p.TIP === 'PROMO' && p.CODIGO_URL !== null && promotions.has(p.I))
      promoCodes.set(promoCodeNormalize(p.CODIGO_URL), p.I);
  }
  for (const p of chain.promos)
    if (p.CODIGO !== null) promoCodes.set(promoCodeNormalize(p.CODIGO), p.I);

  const allowedShops = new Map(chain.geoPermitidos.map((g) => [g.I, new Set(g.TIENDAS)]));
  const geoByShop = new Map<number, ProductId[]>();
  for (const p of chain.productos) {
    for (const shop of allowedShops.get(p.I) ?? []) {
      geoByShop.set(shop, [...(geoByShop.get(shop) ?? []), productIdOf(p.I)]);
    }
  }
  return {
    products,
    promotions,
    promoCodes,
    schedules: groupBy(chain.horarios, (h) => h.I),
    suggestions: new Map(chain.ventaSugerida.map((v) => [v.I, v.S])),
    geoByShop,
    shops: new Set(chain.tiendas.map((t) => t.I)),
  };
}

/** The cart index of a chain version, built once per version. */
export const cartIndexPart: ChainPart<CartIndex> = (view) => cartIndexBuild(view.chain);
