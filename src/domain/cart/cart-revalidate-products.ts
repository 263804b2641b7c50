import type { MenuProduct } from '../menu';
import { centsAdd, type Cents } from '../money';
import { cartItemIsGrouped, type CartItem, type CartUnit } from './cart-item';
import { cartPromotionIsContent, cartPromotionProductShown } from './cart-promotions';
import {
  cartDraftKeepUnits,
  cartDraftRemove,
  cartDraftReplace,
  type CartRevalidateDraft,
} from './cart-revalidate-draft';

/**
 * §5.4 the current price of one configured unit of a grouped product (CMB, ESF, ESM, ATP), or
 * null when the unit is no longer valid (an option gone, halves no longer allowed...).
 */
export type CartUnitReprice = (product: MenuProduct, unit: CartUnit) => Cents | null;

/** §4.5 a row still fits its product: a PRD row a PRD product, a grouped entry a grouped type. */
function cartRowFits(row: CartItem, product: MenuProduct): boolean {
  return row.type === 'PRD' ? product.type === 'PRD' : cartItemIsGrouped(product.type);
}

/** §4.5 a PRD row at the current menu price; a promotion's content keeps the price it came with. */
function cartRevalidateSingle(
  draft: CartRevalidateDraft,
  index: number,
  row: CartItem,
  product: MenuProduct,
): void {
  const price = cartPromotionIsContent(row) ? row.price : product.price;
  if (
    row.price === price &&
    row.basePrice === product.price &&
    row.originalPrice === product.price
  ) {
    return;
  }
  const next = { ...row, price, basePrice: product.price, originalPrice: product.price };
  cartDraftReplace(draft, index, next, price !== row.price);
}

/** §4.5 / §5.4 a grouped entry: every unit re-priced or, when no longer valid, removed. */
function cartRevalidateGrouped(
  draft: CartRevalidateDraft,
  index: number,
  row: CartItem,
  product: MenuProduct,
  unitReprice: CartUnitReprice,
): void {
  const keepPrices = cartPromotionIsContent(row);
  const kept: CartUnit[] = [];
  const dropped: CartUnit[] = [];
  let repriced = false;
  for (const unit of row.units) {
    const price = unitReprice(product, unit);
    if (price === null) dropped.push(unit);
    else if (keepPrices || price === unit.price) kept.push(unit);
    else {
      kept.push({ ...unit, price });
      repriced = true;
    }
  }
  const unchanged =
    !repriced &&
    dropped.length === 0 &&
    row.units.length > 0 &&
    row.quantity === row.units.length &&
    row.price === centsAdd(...row.units.map((unit) => unit.price)) &&
    row.basePrice === product.price &&
    row.originalPrice === product.price;
  if (unchanged) return;
  const entry = { ...row, basePrice: product.price, originalPrice: product.price };
  cartDraftKeepUnits(draft, index, entry, { kept, dropped }, repriced);
}

/**
 * §4.5 / §5.4 product rows against the menu: rows whose product is gone or hidden (or no longer
 * of a type that fits the row) are removed with their cascade; PRD rows take the current menu
 * price; grouped units are re-priced by `unitReprice`. Promotion and coupon lines are left to
 * the promotion and minimum checks.
 */
export function cartRevalidateProducts(
  draft: CartRevalidateDraft,
  productsById: ReadonlyMap<number, MenuProduct>,
  unitReprice: CartUnitReprice,
): void {
  for (let index = 0; index < draft.rows.length; index++) {
    const row = draft.rows[index];
    if (!row || row.isPromo) continue;
    const product = cartPromotionProductShown(productsById, row.menuId);
    if (product === null || !cartRowFits(row, product)) cartDraftRemove(draft, index);
    else if (cartItemIsGrouped(row.type)) {
      cartRevalidateGrouped(draft, index, row, product, unitReprice);
    } else cartRevalidateSingle(draft, index, row, product);
  }
}
