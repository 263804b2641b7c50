import type { Cart } from './cart';
import { cartItemUnitOrders, cartItemWithUnits, type CartItem, type CartUnit } from './cart-item';
import { cartPromotionIsContent } from './cart-promotions';

/**
 * The rows of a cart while one revalidation runs (§4.5): rows are replaced in place or set to
 * null when removed, with the §4.5 cascade. Indexes are built once so that removals cost the
 * rows they touch, not a scan of the cart.
 */
export interface CartRevalidateDraft {
  /** the rows as given; never changed */
  readonly original: readonly CartItem[];
  /** the rows now; null where a row was removed */
  readonly rows: (CartItem | null)[];
  /** rows (or, for a grouped entry that keeps others, its units) removed, as they stood */
  readonly removed: CartItem[];
  /** a line or unit price changed */
  repriced: boolean;
  /** anything changed at all */
  changed: boolean;
  /** row indexes by the ordenAgregado they hang from (parentOrdenAgregado) */
  readonly byParent: ReadonlyMap<number, readonly number[]>;
  /** content rows without a parent, by promotion id (they go when their promotion's lines go) */
  readonly contentByPromo: ReadonlyMap<number, readonly number[]>;
  /** promotion lines left per promotion id */
  readonly promoLinesLeft: Map<number, number>;
}

function push(index: Map<number, number[]>, key: number, value: number): void {
  const list = index.get(key);
  if (list === undefined) index.set(key, [value]);
  else list.push(value);
}

/** §4.5 a draft of a cart's rows with the indexes removals need. */
export function cartDraftFrom(cart: Cart): CartRevalidateDraft {
  const byParent = new Map<number, number[]>();
  const contentByPromo = new Map<number, number[]>();
  const promoLinesLeft = new Map<number, number>();
  cart.items.forEach((row, i) => {
    if (row.parentAddedOrder !== null) push(byParent, row.parentAddedOrder, i);
    else if (cartPromotionIsContent(row) && row.promoId !== null) {
      push(contentByPromo, row.promoId, i);
    }
    if (row.isPromo && row.promoId !== null) {
      promoLinesLeft.set(row.promoId, (promoLinesLeft.get(row.promoId) ?? 0) + 1);
    }
  });
  return {
    original: cart.items,
    rows: cart.items.slice(),
    removed: [],
    repriced: false,
    changed: false,
    byParent,
    contentByPromo,
    promoLinesLeft,
  };
}

/** Replaces a row kept by the revalidation; `repriced` when its price or a unit price moved. */
export function cartDraftReplace(
  draft: CartRevalidateDraft,
  index: number,
  row: CartItem,
  repriced: boolean,
): void {
  draft.rows[index] = row;
  draft.changed = true;
  if (repriced) draft.repriced = true;
}

/**
 * §4.5 removes rows with their cascade: rows hanging from a removed row or unit (except the
 * customer's products a promotion applied to, as cartRemove keeps them) and, when the last
 * line of a promotion goes, that promotion's content rows without a parent.
 */
function cartDraftDrain(draft: CartRevalidateDraft, indexes: number[], orders: number[]): void {
  for (;;) {
    const index = indexes.pop();
    if (index !== undefined) {
      const row = draft.rows[index];
      if (!row) continue;
      draft.rows[index] = null;
      draft.removed.push(row);
      draft.changed = true;
      orders.push(...cartItemUnitOrders(row), row.addedOrder);
      if (row.isPromo && row.promoId !== null) {
        const left = (draft.promoLinesLeft.get(row.promoId) ?? 1) - 1;
        draft.promoLinesLeft.set(row.promoId, left);
        if (left === 0) indexes.push(...(draft.contentByPromo.get(row.promoId) ?? []));
      }
      continue;
    }
    const order = orders.pop();
    if (order === undefined) return;
    for (const child of draft.byParent.get(order) ?? []) {
      const row = draft.rows[child];
      if (row && (row.isPromo || !row.applied)) indexes.push(child);
    }
  }
}

/** §4.5 removes a whole row and what cascades from it. */
export function cartDraftRemove(draft: CartRevalidateDraft, index: number): void {
  cartDraftDrain(draft, [index], []);
}

/**
 * §4.5 keeps some units of a grouped entry (`row` is the entry as it should stay, before its
 * unit list is set); the dropped ones are removed with their cascade; no unit left removes the
 * entry.
 */
export function cartDraftKeepUnits(
  draft: CartRevalidateDraft,
  index: number,
  row: CartItem,
  units: { kept: CartUnit[]; dropped: CartUnit[] },
  repriced: boolean,
): void {
  const { kept, dropped } = units;
  if (kept.length === 0) {
    cartDraftRemove(draft, index);
    return;
  }
  cartDraftReplace(draft, index, cartItemWithUnits(row, kept), repriced);
  if (dropped.length === 0) return;
  draft.removed.push(cartItemWithUnits(row, dropped));
  cartDraftDrain(
    draft,
    [],
    dropped.map((unit) => unit.addedOrder),
  );
}

/** §4.5 the cart the draft stands for: the same object when nothing changed; empty restarts the counter. */
export function cartDraftCart(draft: CartRevalidateDraft, cart: Cart): Cart {
  if (!draft.changed && (cart.items.length > 0 || cart.addedOrder === 0)) return cart;
  const items = draft.rows.filter((row): row is CartItem => row !== null);
  return { items, addedOrder: items.length === 0 ? 0 : cart.addedOrder };
}
