import type { Cart } from '../../src/domain/cart/cart.ts';
import { cartItemUnitOrders } from '../../src/domain/cart/cart-item.ts';
import { cartPromotionLineProblems } from '../../src/domain/cart/cart-promotion-limits.ts';
import { cartRemove } from '../../src/domain/cart/cart-remove.ts';
import { cartRevalidate } from '../../src/domain/cart/cart-revalidate.ts';
import { cartPromotionLineId } from '../../src/domain/cart/cart-revalidate-promotions.ts';
import { cartView } from '../../src/domain/cart/cart-view.ts';
import type { Cents } from '../../src/domain/money.ts';
import { productUnitReprice } from '../../src/domain/product-config/product-unit-reprice.ts';
import type { OrderLineCents } from '../../src/protocol/order-line.ts';
import { quoteCartRebuild } from './quote-cart-rebuild.ts';
import { quoteLineResult, type CartQuoteLine, type QuoteLineContext } from './quote-line-result.ts';
import type { QuoteMenu } from './quote-menu.ts';
import { QUOTE_PROBLEM } from './quote-problems.ts';
import { quotePromotionContentProblems } from './quote-promotion-content.ts';
import type { QuotePromotionValid } from './quote-promotion-validity.ts';

export type { CartQuoteLine } from './quote-line-result.ts';

/** §4.3 / §5.4 the server's price of a cart, from order lines it does not trust. */
export interface CartQuote {
  /** every line accepted and every sent price the menu's */
  ok: boolean;
  /** one per sent line, in the order sent */
  lines: CartQuoteLine[];
  /** §4.5 cartView's totals of the re-priced cart (lines not accepted left out) */
  subtotal: Cents;
  discount: Cents;
  total: Cents;
  /** lines kept whose sent price (or a unit's) is not the menu's */
  differences: number;
  /** the re-priced cart the totals come from: what an order may be saved with */
  cart: Cart;
}

const LINE_PROBLEM = {
  repeated: QUOTE_PROBLEM.promotionRepeated,
  unbacked: QUOTE_PROBLEM.promotionUnbacked,
} as const;

/**
 * Rows refused before re-pricing: promotion content that does not match its promotion line
 * unit for unit, and promotion lines past the one-of-each rule (§5.4, the domain's
 * cartPromotionLineProblems: a repeat, or no qualifying item of its own). Removing a line
 * takes its content with it.
 */
function quoteRefusedRows(cart: Cart, promotionsById: QuoteLineContext['promotionsById']) {
  const refused = new Map<number, string>();
  for (const [index, why] of quotePromotionContentProblems(cart.items, promotionsById)) {
    if (!refused.has(index)) refused.set(index, why);
  }
  for (const [index, why] of cartPromotionLineProblems(cart.items)) {
    if (!refused.has(index)) refused.set(index, LINE_PROBLEM[why]);
  }
  return refused;
}

/**
 * §4.3 / §4.5 / §5.4 the cart quote: from the order lines as the server read them (its own
 * schema, server/quote/order-lines-schema.ts, run once by the order save's body check), the cart
 * rebuilt and re-priced by the domain's cart revalidation against the CURRENT menu —
 * PRD rows at the menu price, configured units by productUnitReprice, promotion lines by their
 * promotion's own terms once data/checkPr's verdict (`promotionValid` at `now`) is known — and
 * totalled by cartView. Every sent price is compared, none is used: lines whose product,
 * promotion or unit is no longer valid get a null price and a reason. A coupon line is taken
 * at its sent price, untouched: the order save checks it (couponLineCheck) before anything is
 * stored, so a quote with a coupon line is only trustworthy after that check.
 */
export function cartQuote(
  menu: QuoteMenu,
  lines: readonly OrderLineCents[],
  now: number,
  promotionValid: QuotePromotionValid,
): CartQuote {
  const productsById = new Map(menu.products.map((p) => [p.id, p]));
  const promotionsById = new Map(menu.promotions.map((p) => [p.id, p]));

  const rebuilt = quoteCartRebuild(menu, lines);
  const refused = quoteRefusedRows(rebuilt, promotionsById);
  // coupon lines stay out of the re-pricing (its minimum rule is not the coupon's): they come
  // back as sent, for the order save to check against the coupon (couponLineCheck)
  const couponRows = rebuilt.items.filter((row) => row.isCoupon);
  let cart: Cart = { ...rebuilt, items: rebuilt.items.filter((row) => !row.isCoupon) };
  for (const index of refused.keys()) {
    const row = rebuilt.items[index];
    for (const order of row ? cartItemUnitOrders(row) : []) cart = cartRemove(cart, order);
  }

  const promotionChecks = new Map<number, boolean>();
  for (const row of cart.items) {
    const id = row.isPromo && !row.isCoupon ? cartPromotionLineId(row) : null;
    if (id !== null && !promotionChecks.has(id)) promotionChecks.set(id, promotionValid(id, now));
  }
  const unitPrices = new Map<number, Cents | null>();
  const { cart: repriced } = cartRevalidate(cart, {
    menu,
    promotionChecks,
    unitReprice: (product, unit) => {
      const price = productUnitReprice(menu, product, unit.options);
      unitPrices.set(unit.addedOrder, price);
      return price;
    },
  });

  const priced: Cart = { ...repriced, items: [...repriced.items, ...couponRows] };
  const ctx: QuoteLineContext = {
    menu,
    productsById,
    promotionsById,
    promotionChecks,
    unitPrices,
    refused,
    rebuilt: rebuilt.items,
    kept: new Map(priced.items.map((row) => [row.addedOrder, row])),
  };
  const results = lines.map((line, index) => quoteLineResult(ctx, line, index));
  const differences = results.filter((r) => r.differs).length;
  const view = cartView(priced);
  return {
    ok: differences === 0 && results.every((r) => r.price !== null),
    lines: results.map(({ differs: _differs, ...line }) => line),
    subtotal: view.subtotal,
    discount: view.discount,
    total: view.total,
    differences,
    cart: priced,
  };
}
