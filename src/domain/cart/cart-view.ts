import { centsAdd, centsMultiply, centsSub, type Cents } from '../money';
import type { Cart } from './cart';
import { cartItemIsGrouped, type CartItem, type CartOptionEntry } from './cart-item';

/** §4.5 one line of the cart screen: identical rows or units shown once with a count. */
export interface CartViewLine {
  /** stable React key: the first grouped order */
  key: string;
  /** the row shown (for grouped types, the entry the units belong to) */
  item: CartItem;
  /** options of the grouped units; empty for PRD and promo rows */
  options: CartOptionEntry[];
  unitPrice: Cents;
  /** cantidadToShow */
  count: number;
  /** what the line adds to the total (a coupon line is capped, see cartView) */
  price: Cents;
  /** added orders of the rows or units shown together, oldest first */
  addedOrders: number[];
}

/** §4.5 the cart screen's model. */
export interface CartView {
  lines: CartViewLine[];
  /** the cart counter of the floating button */
  count: number;
  subtotal: Cents;
  /** positive: the negative of the coupon line price */
  discount: Cents;
  total: Cents;
}

type Draft = Omit<CartViewLine, 'key' | 'price'>;

/** Rows that look the same to the customer group together (§4.5 cantidadToShow). */
function cartRowKey(item: CartItem): string {
  return JSON.stringify([
    item.type,
    item.menuId,
    item.name,
    item.price,
    item.suggestedSale,
    item.isPromo,
    item.isCoupon,
    item.promoId,
    item.parentAddedOrder,
    item.applied,
  ]);
}

/** §4.5 grouping: PRD and promo rows by their looks, grouped units by price and options. */
function cartViewDrafts(items: readonly CartItem[]): Draft[] {
  const drafts = new Map<string, Draft>();
  items.forEach((item, index) => {
    if (!cartItemIsGrouped(item.type)) {
      const key = cartRowKey(item);
      const draft = drafts.get(key);
      if (draft) draft.addedOrders.push(item.addedOrder);
      else
        drafts.set(key, {
          item,
          options: [],
          unitPrice: item.price,
          count: 0,
          addedOrders: [item.addedOrder],
        });
      return;
    }
    for (const unit of item.units) {
      const key = JSON.stringify(['unit', index, unit.price, unit.options]);
      const draft = drafts.get(key);
      if (draft) draft.addedOrders.push(unit.addedOrder);
      else {
        const options = unit.options;
        drafts.set(key, {
          item,
          options,
          unitPrice: unit.price,
          count: 0,
          addedOrders: [unit.addedOrder],
        });
      }
    }
  });
  const list = [...drafts.values()];
  for (const draft of list) {
    draft.addedOrders.sort((a, b) => a - b);
    draft.count = draft.addedOrders.length;
  }
  return list.sort((a, b) => (a.addedOrders[0] ?? 0) - (b.addedOrders[0] ?? 0));
}

/** §4.5 promo items right after their parent line (recursively); orphans keep their place. */
function cartViewOrder(drafts: Draft[]): Draft[] {
  const byOrder = new Map<number, Draft>();
  for (const draft of drafts) for (const order of draft.addedOrders) byOrder.set(order, draft);
  const children = new Map<Draft, Draft[]>();
  const roots: Draft[] = [];
  for (const draft of drafts) {
    const parentOrder = draft.item.parentAddedOrder;
    const parent = parentOrder === null ? undefined : byOrder.get(parentOrder);
    if (parent === undefined || parent === draft) roots.push(draft);
    else children.set(parent, [...(children.get(parent) ?? []), draft]);
  }
  const ordered: Draft[] = [];
  const visit = (draft: Draft) => {
    if (ordered.includes(draft)) return;
    ordered.push(draft);
    for (const child of children.get(draft) ?? []) visit(child);
  };
  roots.forEach(visit);
  // a parent cycle has no root: keep such lines rather than lose them
  drafts.forEach(visit);
  return ordered;
}

/**
 * §4.5 the cart view: groups duplicate units with a count, places promo items right after
 * their parent and drops PROMO rows not applied. The counter adds products, applied promos and
 * every unit of grouped entries (coupon lines are not items). Subtotal excludes coupon lines;
 * total includes products, promos and coupons; discount is the negative of the coupon price.
 * Choice: a coupon never takes the total below zero; its line is capped at what remains.
 */
export function cartView(cart: Cart): CartView {
  const shown = cart.items.filter((item) => item.type !== 'PROMO' || item.applied);
  const drafts = cartViewOrder(cartViewDrafts(shown));
  const lines: CartViewLine[] = drafts.map((draft) => ({
    ...draft,
    key: String(draft.addedOrders[0]),
    price: centsMultiply(draft.unitPrice, draft.count),
  }));
  const goods = lines.filter((line) => !line.item.isCoupon);
  const subtotal = centsAdd(...goods.map((line) => line.price));
  let total = subtotal;
  for (const line of lines) {
    if (!line.item.isCoupon) continue;
    line.price = line.price < -total ? centsMultiply(total, -1) : line.price;
    total = centsAdd(total, line.price);
  }
  const count = goods.reduce((sum, line) => sum + line.count, 0);
  return { lines, count, subtotal, discount: centsSub(subtotal, total), total };
}
