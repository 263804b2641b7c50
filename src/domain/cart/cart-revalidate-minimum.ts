import { centsAdd, centsSub, type Cents } from '../money';
import type { CartItem } from './cart-item';
import { cartDraftRemove, type CartRevalidateDraft } from './cart-revalidate-draft';

/**
 * §4.5 what a row adds to the cart total a minimum purchase is measured on: products and
 * applied promotion lines (the view's subtotal); coupon lines and PROMO rows not applied add 0.
 */
export function cartMinimumContribution(row: CartItem): Cents {
  if (row.isCoupon || (row.type === 'PROMO' && !row.applied)) return 0 as Cents;
  return row.price;
}

/**
 * §5.4 rows with a minimum purchase (MC: promotion lines, coupon lines, any row carrying one)
 * stay only while the cart total without that row is strictly greater than the minimum. A
 * removal lowers the total, so rows are tried from the highest bar (minimum plus own share)
 * down: once one passes, every lower one passes too, and a second run removes nothing.
 */
export function cartRevalidateMinimums(draft: CartRevalidateDraft): void {
  let total = centsAdd(
    ...draft.rows.map((row) => (row ? cartMinimumContribution(row) : (0 as Cents))),
  );
  const bars: { index: number; bar: number }[] = [];
  draft.rows.forEach((row, index) => {
    if (row && row.minimumPurchase !== null) {
      bars.push({ index, bar: row.minimumPurchase + cartMinimumContribution(row) });
    }
  });
  bars.sort((a, b) => b.bar - a.bar || a.index - b.index);
  for (const { index, bar } of bars) {
    if (!draft.rows[index]) continue;
    if (total > bar) return;
    const from = draft.removed.length;
    cartDraftRemove(draft, index);
    for (const row of draft.removed.slice(from)) {
      total = centsSub(total, cartMinimumContribution(row));
    }
  }
}
