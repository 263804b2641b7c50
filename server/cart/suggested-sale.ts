import { cartHoursContain } from '../../src/domain/cart/cart-validity-checks.ts';
import {
  serverTimeFormatTime,
  serverWeekday,
  weekdayMondayIndex,
} from '../../src/domain/server-time.ts';
import type { CartIndex, ProductRecord } from '../chain/cart-index.ts';

/**
 * data/getVS rows (docs/protocol.md "data/getVS"): I a menu id, T the row type ('VS' a
 * suggested-sale item, §4.6; 'GEO' a geo-limited product allowed at the shop, §5.3), C the
 * channel of product I (§3.3 C: TODOS, DOMI or LLEV).
 */
export interface VsRow {
  C: ProductRecord['C'];
  I: number;
  T: 'VS' | 'GEO';
}

/** At most this many suggestions: the dialog is a short list (§2.7, 450 px wide). */
export const SUGGESTIONS_MAX = 6;

/** §3.3 whether a product can be ordered at an instant: visible, its weekday, its hours. */
function orderableAt(index: CartIndex, product: ProductRecord, at: number): boolean {
  if (product.H !== 0 || product.I < 1) return false;
  const flags = product.SM.split(',');
  if (flags[weekdayMondayIndex(serverWeekday(at))] === '0') return false;
  const rows = index.schedules.get(product.I) ?? [];
  const time = serverTimeFormatTime(at);
  return (
    rows.length === 0 || rows.some((r) => cartHoursContain(time, { opening: r.HD, closing: r.HH }))
  );
}

export interface SuggestedSaleQuery {
  /** menu ids in the cart */
  cartIds: readonly number[];
  /** the delivery place's shop, or null when none is chosen */
  shopId: number | null;
  /** menu ids blocked at that shop for any delivery type */
  blocked: ReadonlySet<number>;
  at: number;
}

/**
 * §4.6 suggestions for a cart: the products its items suggest, minus those already in the
 * cart, blocked at the shop, not orderable now, or geo-limited and not allowed at the shop;
 * those suggested by more cart items first, then in file order; at most SUGGESTIONS_MAX.
 */
export function suggestedSaleRows(index: CartIndex, query: SuggestedSaleQuery): VsRow[] {
  const inCart = new Set(query.cartIds);
  // the chain's records carry plain menu ids: the set is asked about them
  const allowedHere = new Set<number>(
    query.shopId === null ? [] : (index.geoByShop.get(query.shopId) ?? []),
  );
  const votes = new Map<number, number>();
  for (const id of inCart) {
    for (const suggested of index.suggestions.get(id) ?? []) {
      votes.set(suggested, (votes.get(suggested) ?? 0) + 1);
    }
  }
  const rows: VsRow[] = [];
  // Map keeps first-suggested order; the sort is stable
  for (const [id] of [...votes].sort((a, b) => b[1] - a[1])) {
    const product = index.products.get(id);
    if (!product || inCart.has(id) || query.blocked.has(id)) continue;
    if (product.X === 2 && !allowedHere.has(id)) continue;
    if (!orderableAt(index, product, query.at)) continue;
    rows.push({ C: product.C, I: id, T: 'VS' });
    if (rows.length === SUGGESTIONS_MAX) break;
  }
  return rows;
}

/** §5.3 the geo-limited products (X = 2) a shop may sell, as GEO rows; none without a shop. */
export function geoAllowedRows(index: CartIndex, shopId: number | null): VsRow[] {
  if (shopId === null) return [];
  return (index.geoByShop.get(shopId) ?? []).flatMap((id) => {
    const product = index.products.get(id);
    return product ? [{ C: product.C, I: id, T: 'GEO' as const }] : [];
  });
}
