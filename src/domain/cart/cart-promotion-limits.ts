import type { Promotion } from '../menu-data';
import type { Cart } from './cart';
import type { CartItem } from './cart-item';
import {
  cartPromotionEligibleUnits,
  cartPromotionUnitsByMenuId,
  type CartPromotionUnit,
} from './cart-promotions';
import { cartPromotionLineId } from './cart-revalidate-promotions';

/** §2.1 / §5.4 the one-of-each rule's message (the app's refusal and the server's quote). */
export const CART_PROMOTION_IN_CART_MESSAGE = 'Esta promoción ya está en tu bolsa';

/** §5.4 why a promotion line breaks the one-of-each rule. */
export type CartPromotionLineProblem = 'repeated' | 'unbacked';

/** A promotion line as the backing is matched: its position and what it applies to (apl). */
interface BackingLine {
  index: number;
  appliesTo: readonly number[];
}

/**
 * Assigns each line a qualifying unit of its own (apl) by augmenting paths, in the order
 * given, so a later line never takes the unit an earlier one needs when another would do.
 * Returns the indexes of the lines left without one. Carts hold a handful of lines.
 */
function unbackedLines(
  lines: readonly BackingLine[],
  units: ReadonlyMap<number, readonly CartPromotionUnit[]>,
): number[] {
  const eligible = lines.map((line) =>
    cartPromotionEligibleUnits(line, units).map((unit) => unit.addedOrder),
  );
  const owner = new Map<number, number>();
  const assign = (line: number, seen: Set<number>): boolean => {
    for (const unit of eligible[line] ?? []) {
      if (seen.has(unit)) continue;
      seen.add(unit);
      const current = owner.get(unit);
      if (current === undefined || assign(current, seen)) {
        owner.set(unit, line);
        return true;
      }
    }
    return false;
  };
  return lines.flatMap((line, i) => (assign(i, new Set()) ? [] : [line.index]));
}

/**
 * §5.4 / §2.1 choice (one of each promotion per order): the promotion lines (coupons aside)
 * that break it, by row index. A second line of a promotion already in the order is
 * 'repeated'; a line of a promotion that applies to products (apl, as the line carries it)
 * with no qualifying unit of its own — one not already backing another promotion line — is
 * 'unbacked'. Units are the customer's own (promotion content never qualifies), a combo's
 * units one each. Earlier lines keep their place; the later ones are the ones named.
 */
export function cartPromotionLineProblems(
  items: readonly CartItem[],
): Map<number, CartPromotionLineProblem> {
  const problems = new Map<number, CartPromotionLineProblem>();
  const seen = new Set<number>();
  const backed: BackingLine[] = [];
  items.forEach((row, index) => {
    if (!row.isPromo || row.isCoupon) return;
    const id = cartPromotionLineId(row);
    if (id === null) return;
    if (seen.has(id)) {
      problems.set(index, 'repeated');
      return;
    }
    seen.add(id);
    if (row.appliesTo.length > 0) backed.push({ index, appliesTo: row.appliesTo });
  });
  for (const index of unbackedLines(backed, cartPromotionUnitsByMenuId(items))) {
    problems.set(index, 'unbacked');
  }
  return problems;
}

/**
 * §5.4 whether a new line of `promotion` would have a qualifying unit of its own beside the
 * promotion lines the cart already holds (always, when it applies to no product).
 */
export function cartPromotionCanBeBacked(
  cart: Cart,
  promotion: Pick<Promotion, 'appliesTo'>,
): boolean {
  if (promotion.appliesTo.length === 0) return true;
  const lines: BackingLine[] = [];
  const seen = new Set<number>();
  cart.items.forEach((row, index) => {
    const id = row.isPromo && !row.isCoupon ? cartPromotionLineId(row) : null;
    if (id === null || seen.has(id)) return;
    seen.add(id);
    if (row.appliesTo.length > 0) lines.push({ index, appliesTo: row.appliesTo });
  });
  const fresh = { index: -1, appliesTo: promotion.appliesTo };
  return !unbackedLines([...lines, fresh], cartPromotionUnitsByMenuId(cart.items)).includes(-1);
}
