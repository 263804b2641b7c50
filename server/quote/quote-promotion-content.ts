import { cartItemIsGrouped, type CartItem } from '../../src/domain/cart/cart-item.ts';
import { cartPromotionIsContent } from '../../src/domain/cart/cart-promotions.ts';
import { cartPromotionLineId } from '../../src/domain/cart/cart-revalidate-promotions.ts';
import type { Promotion } from '../../src/domain/menu-data.ts';
import { QUOTE_PROBLEM } from './quote-problems.ts';

/** Counts per menu id: a promotion may list the same product twice. */
function tally(ids: Iterable<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const sameTally = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([id, count]) => b.get(id) === count);

/**
 * §5.4 the promotion content the cart revalidation cannot tell from a customer's own order:
 * it compares content as sets, so one promotion line could carry its promo products many
 * times over at no cost. Here every content row must hang (FH) from a promotion line of its
 * own promotion, and each promotion line on the menu must hold its promo products (prm)
 * exactly, unit for unit. Returns the rows to refuse, by index, with the reason.
 */
export function quotePromotionContentProblems(
  items: readonly CartItem[],
  promotionsById: ReadonlyMap<number, Promotion>,
): Map<number, string> {
  const problems = new Map<number, string>();
  const lines = new Map<number, CartItem>();
  for (const row of items) if (row.isPromo && !row.isCoupon) lines.set(row.addedOrder, row);
  const held = new Map<number, number[]>();
  items.forEach((row, index) => {
    if (!cartPromotionIsContent(row)) return;
    const line = row.parentAddedOrder === null ? undefined : lines.get(row.parentAddedOrder);
    if (line === undefined || cartPromotionLineId(line) !== row.promoId) {
      problems.set(index, QUOTE_PROBLEM.contentOrphan);
      return;
    }
    const units = cartItemIsGrouped(row.type) ? row.units.length : 1;
    const list = held.get(line.addedOrder) ?? [];
    list.push(...Array<number>(units).fill(row.menuId));
    held.set(line.addedOrder, list);
  });
  items.forEach((row, index) => {
    if (!row.isPromo || row.isCoupon) return;
    const id = cartPromotionLineId(row);
    const promotion = id === null ? undefined : promotionsById.get(id);
    // a promotion gone from the menu is the revalidation's to refuse
    if (promotion === undefined) return;
    const content = tally(held.get(row.addedOrder) ?? []);
    if (!sameTally(content, tally(promotion.items))) {
      problems.set(index, QUOTE_PROBLEM.promotionContent);
    }
  });
  return problems;
}
