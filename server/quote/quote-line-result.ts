import { cartItemIsGrouped, type CartItem } from '../../src/domain/cart/cart-item.ts';
import { cartPromotionProductShown } from '../../src/domain/cart/cart-promotions.ts';
import { cartPromotionLineId } from '../../src/domain/cart/cart-revalidate-promotions.ts';
import type { MenuProduct } from '../../src/domain/menu.ts';
import type { Promotion } from '../../src/domain/menu-data.ts';
import type { Cents } from '../../src/domain/money.ts';
import { productConfigProblems } from '../../src/domain/product-config/product-config-check.ts';
import { productConfigFromEntries } from '../../src/domain/product-config/product-config-from-unit.ts';
import type { OrderLineCents } from '../../src/protocol/order-line.ts';
import type { QuoteMenu } from './quote-menu.ts';
import { QUOTE_PROBLEM, quoteUnitProblem } from './quote-problems.ts';

/** §4.5 / §5.4 one order line as the server prices it. */
export interface CartQuoteLine {
  /** the line's position in the order lines as sent */
  index: number;
  /** I: the menu id (idpmn) or promotion id the line stands for */
  menuId: number;
  /** P as sent */
  sentPrice: Cents;
  /** the price from the current menu; null when the line is not accepted */
  price: Cents | null;
  /** why the line is not accepted, or why its price is not the sent one (Spanish) */
  problem?: string;
}

/** What one line is judged against: the rows before and after the re-pricing. */
export interface QuoteLineContext {
  menu: QuoteMenu;
  productsById: ReadonlyMap<number, MenuProduct>;
  promotionsById: ReadonlyMap<number, Promotion>;
  /** §7 data/checkPr verdicts given to the revalidation */
  promotionChecks: ReadonlyMap<number, boolean>;
  /** unit prices the re-pricing computed, by the unit's added order (null: not valid) */
  unitPrices: ReadonlyMap<number, Cents | null>;
  /** rows refused before the re-pricing (coupons, promotion content), by line index */
  refused: ReadonlyMap<number, string>;
  /** the rebuilt rows, by line index */
  rebuilt: readonly CartItem[];
  /** the re-priced rows still in the cart, by added order */
  kept: ReadonlyMap<number, CartItem>;
}

/** §5.4 why a configured unit no longer fits the menu. */
function unitReason(menu: QuoteMenu, product: MenuProduct, row: CartItem, position: number) {
  const unit = row.units[position];
  const state = unit ? productConfigFromEntries(menu, product, unit.options) : null;
  const why = state ? (productConfigProblems(state)[0] ?? 'layout') : 'layout';
  return quoteUnitProblem(position + 1, why);
}

/** §4.5 / §5.4 why a row the re-pricing removed (or took units from) went. */
function removedReason(ctx: QuoteLineContext, row: CartItem): string {
  if (row.isPromo) {
    const id = cartPromotionLineId(row);
    if (id === null || !ctx.promotionsById.has(id)) return QUOTE_PROBLEM.promotionGone;
    if (ctx.promotionChecks.get(id) === false) return QUOTE_PROBLEM.promotionNotValid;
    return QUOTE_PROBLEM.promotionNoLongerApplies;
  }
  const product = cartPromotionProductShown(ctx.productsById, row.menuId);
  if (product === null) return QUOTE_PROBLEM.productGone;
  const fits = row.type === 'PRD' ? product.type === 'PRD' : cartItemIsGrouped(product.type);
  if (!fits) return QUOTE_PROBLEM.productType;
  const position = row.units.findIndex((unit) => ctx.unitPrices.get(unit.addedOrder) === null);
  if (position >= 0) return unitReason(ctx.menu, product, row, position);
  return QUOTE_PROBLEM.cascade;
}

/** §5.4 whether the sent prices (the line's P and each unit's P) are the menu's. */
function samePrices(line: OrderLineCents, row: CartItem): boolean {
  if (row.price !== line.P) return false;
  const sent = new Map((line.list ?? []).map((unit) => [unit.NP, unit.P]));
  return row.units.every((unit) => sent.get(unit.addedOrder) === unit.price);
}

/**
 * §4.5 / §5.4 the quote of one line: refused before the re-pricing, removed by it, with units
 * removed, or kept at the re-priced amount (with a problem when a sent price differs).
 */
export function quoteLineResult(
  ctx: QuoteLineContext,
  line: OrderLineCents,
  index: number,
): CartQuoteLine & { differs: boolean } {
  const base = { index, menuId: line.I, sentPrice: line.P };
  const invalid = (problem: string) => ({ ...base, price: null, problem, differs: false });
  const refused = ctx.refused.get(index);
  if (refused !== undefined) return invalid(refused);
  const rebuilt = ctx.rebuilt[index];
  const row = ctx.kept.get(line.NP);
  if (rebuilt === undefined) return invalid(QUOTE_PROBLEM.cascade);
  if (row === undefined || row.units.length < rebuilt.units.length) {
    return invalid(removedReason(ctx, rebuilt));
  }
  if (samePrices(line, row)) return { ...base, price: row.price, differs: false };
  return { ...base, price: row.price, problem: QUOTE_PROBLEM.priceDiffers, differs: true };
}
