import type { Cart } from '../../../src/domain/cart/cart.ts';
import { cartBlockedEntries, type CartBlocks } from '../../../src/domain/cart/cart-blocked.ts';
import {
  cartChannelServes,
  type CartDeliveryKind,
} from '../../../src/domain/cart/cart-validity-checks.ts';
import type { BlockRecord } from '../../cart/blocks.ts';

/** Contract '03' lstBloqueados entry: a menu id or an option choice id, its name, its kind. */
export interface OrderBlockedWire {
  I: number;
  D: string;
  T: 'producto' | 'opcion';
}

/**
 * §5.3 / §2.7 what the priced cart holds that is blocked at the shop for the delivery type
 * (LLEV pickup, DOMI home, TODOS both): blocked products, products chosen inside a combo,
 * and blocked option choices, each once, in cart order.
 */
export function orderSaveBlocked(
  cart: Cart,
  records: readonly BlockRecord[],
  kind: Exclude<CartDeliveryKind, 'none'>,
): OrderBlockedWire[] {
  const of = (k: BlockRecord['kind']) =>
    records.filter((r) => r.kind === k).map((r) => ({ id: r.itemId, channel: r.type }));
  const blocks: CartBlocks = { products: of('producto'), options: of('opcion') };
  const blockedChoices = new Set(
    blocks.options.filter((b) => cartChannelServes(b.channel, kind)).map((b) => b.id),
  );
  const seen = new Set<string>();
  const list: OrderBlockedWire[] = [];
  for (const { item, option } of cartBlockedEntries(cart, blocks, kind)) {
    let entry: OrderBlockedWire;
    if (option === null) entry = { I: item.menuId, D: item.name, T: 'producto' };
    else if (option.choiceId !== null && blockedChoices.has(option.choiceId)) {
      entry = { I: option.choiceId, D: option.name, T: 'opcion' };
    } else entry = { I: option.menuId ?? option.optionId, D: option.name, T: 'producto' };
    const key = `${entry.T}:${entry.I}`;
    if (!seen.has(key)) {
      seen.add(key);
      list.push(entry);
    }
  }
  return list;
}
