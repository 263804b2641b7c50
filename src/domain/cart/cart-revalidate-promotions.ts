import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import type { Cents } from '../money';
import type { ProductId } from '../product-id';
import type { CartItem } from './cart-item';
import {
  cartPromotionEligibleUnits,
  cartPromotionIsContent,
  cartPromotionLinePrice,
  cartPromotionUnitsByMenuId,
} from './cart-promotions';
import {
  cartDraftRemove,
  cartDraftReplace,
  type CartRevalidateDraft,
} from './cart-revalidate-draft';

/** §5.4 the menu's promotions and products, indexed once per revalidation. */
export interface CartRevalidateMenuIndex {
  productsById: ReadonlyMap<number, MenuProduct>;
  promotionsById: ReadonlyMap<number, Promotion>;
}

/** §5.4 the promotion a promotion line stands for: its promoId, else the IP it is sent with. */
export function cartPromotionLineId(row: CartItem): number | null {
  return row.promoId ?? row.promotionId;
}

/**
 * §5.4 menu ids of a promotion line's content rows still in the cart (hanging from it, or
 * parentless with its promotion id); null when the cart as given held none.
 */
function cartPromotionContentMenuIds(
  draft: CartRevalidateDraft,
  row: CartItem,
): ProductId[] | null {
  const hanging = (draft.byParent.get(row.addedOrder) ?? []).filter((i) => {
    const child = draft.original[i];
    return child !== undefined && cartPromotionIsContent(child);
  });
  const parentless = row.promoId === null ? [] : (draft.contentByPromo.get(row.promoId) ?? []);
  const indexes = [...hanging, ...parentless];
  if (indexes.length === 0) return null;
  return indexes.flatMap((i) => {
    const content = draft.rows[i];
    return content ? [content.menuId] : [];
  });
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** A kept promotion line with its recomputed price and the promotion's current terms. */
function cartPromotionLineUpdate(
  draft: CartRevalidateDraft,
  index: number,
  row: CartItem,
  promotion: Promotion,
  price: Cents,
): void {
  const same =
    row.price === price &&
    row.minimumPurchase === promotion.minimum &&
    row.applyToLowest === promotion.applyToLowest &&
    sameIds(row.appliesTo, promotion.appliesTo);
  if (same) return;
  const next: CartItem = {
    ...row,
    price,
    minimumPurchase: promotion.minimum,
    applyToLowest: promotion.applyToLowest,
    appliesTo: [...promotion.appliesTo],
  };
  cartDraftReplace(draft, index, next, price !== row.price);
}

/**
 * §5.4 promotion lines (not coupons): kept only while their promotion is on the menu, data/checkPr
 * has not said it is invalid (an unchecked one stays) and it still matches the cart; kept lines
 * take the recomputed price and the promotion's apl, AM and MC. Verdicts are taken against the
 * cart as it stands when the pass starts.
 */
export function cartRevalidatePromotions(
  draft: CartRevalidateDraft,
  menu: CartRevalidateMenuIndex,
  checks: ReadonlyMap<number, boolean>,
): void {
  const units = cartPromotionUnitsByMenuId(draft.rows);
  const verdicts: {
    index: number;
    row: CartItem;
    promotion: Promotion | null;
    price: Cents | null;
  }[] = [];
  draft.rows.forEach((row, index) => {
    if (!row || !row.isPromo || row.isCoupon) return;
    const id = cartPromotionLineId(row);
    const promotion = (id === null ? undefined : menu.promotionsById.get(id)) ?? null;
    if (promotion === null || checks.get(promotion.id) === false) {
      verdicts.push({ index, row, promotion, price: null });
      return;
    }
    const holding = {
      eligible: cartPromotionEligibleUnits(promotion, units),
      contentMenuIds: cartPromotionContentMenuIds(draft, row),
    };
    const price = cartPromotionLinePrice(promotion, holding, menu.productsById);
    verdicts.push({ index, row, promotion, price });
  });
  for (const { index, row, promotion, price } of verdicts) {
    // a line an earlier removal took with it is gone already
    if (draft.rows[index] !== row) continue;
    if (promotion === null || price === null) cartDraftRemove(draft, index);
    else cartPromotionLineUpdate(draft, index, row, promotion, price);
  }
}
