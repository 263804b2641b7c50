import type { Cart } from './cart';
import type { CartItem, CartOptionEntry } from './cart-item';
import {
  cartChannelServes,
  cartItemOptionEntries,
  type CartDeliveryKind,
} from './cart-validity-checks';

/** §3.3 bloqueos / bloqueosOpciones row: an id and the delivery type (T) it is blocked for. */
export interface CartBlock {
  id: number;
  channel: CartItem['channel'];
}

/** §7 data/getBloqueos for the current store: blocked menu ids and option choice ids. */
export interface CartBlocks {
  products: readonly CartBlock[];
  options: readonly CartBlock[];
}

/** §2.7 one blocked thing in the cart: a row, or one option of it. */
export interface CartBlockedEntry {
  item: CartItem;
  /** the blocked option (a choice, or a product chosen inside a combo); null: the row */
  option: CartOptionEntry | null;
}

/**
 * §5.3 / §2.7 what the cart holds that is blocked for the delivery mode: rows whose menu id
 * is blocked, and options whose choice id (bloqueosOpciones) or chosen product (bloqueos:
 * a blocked product also blocks a combo holding it) is. Choice: TODOS blocks always apply,
 * DOMI / LLEV blocks only to that mode. Unapplied PROMO rows are not in the cart shown.
 */
export function cartBlockedEntries(
  cart: Cart,
  blocks: CartBlocks,
  kind: CartDeliveryKind,
): CartBlockedEntry[] {
  const ids = (list: readonly CartBlock[]) =>
    new Set(list.filter((b) => cartChannelServes(b.channel, kind)).map((b) => b.id));
  const products = ids(blocks.products);
  const options = ids(blocks.options);
  const entries: CartBlockedEntry[] = [];
  for (const item of cart.items) {
    if (item.type === 'PROMO' && !item.applied) continue;
    if (products.has(item.menuId)) {
      entries.push({ item, option: null });
      continue;
    }
    for (const option of cartItemOptionEntries(item)) {
      const blocked =
        (option.choiceId !== null && options.has(option.choiceId)) ||
        (option.menuId !== null && products.has(option.menuId));
      if (blocked) entries.push({ item, option });
    }
  }
  return entries;
}

/**
 * §5.4 a product blocked for the delivery mode (TODOS blocks always; DOMI / LLEV only in
 * that mode): its page freezes the quantity and cannot add it.
 */
export function cartProductBlocked(
  blocks: CartBlocks,
  menuId: number,
  kind: CartDeliveryKind,
): boolean {
  return blocks.products.some((b) => b.id === menuId && cartChannelServes(b.channel, kind));
}
