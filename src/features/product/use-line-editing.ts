import { useEffect, useState } from 'react';
import { snapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import type { Channel, MenuProduct } from '../../domain/menu';
import { productConfigFromUnit } from '../../domain/product-config/product-config-from-unit';
import { productConfigSetQuantity } from '../../domain/product-config/product-config-quantity';
import type {
  ProductConfigMenu,
  ProductConfigState,
} from '../../domain/product-config/product-config-state';
import { cartStore, cartStoreEditEnd, type CartLineEditing } from '../../stores/cart';

/** §4.5 a bag line opened for editing, and its configuration read back from its unit. */
export interface LineEditing {
  line: CartLineEditing;
  state: ProductConfigState;
}

function lineEditingOf(
  menu: ProductConfigMenu,
  product: MenuProduct,
  channel: Channel,
): LineEditing | null {
  const snap = snapshot(cartStore);
  const line = snap.editing;
  const cart = snap.cart as Cart;
  if (line === null || line.menuId !== product.id) return null;
  const first = line.addedOrders[0];
  const unit = cart.items.flatMap((item) => item.units).find((u) => u.addedOrder === first);
  const state = unit ? productConfigFromUnit(menu, product, unit, channel) : null;
  if (state === null) return null;
  const copy = { menuId: line.menuId, addedOrders: [...line.addedOrders] };
  return { line: copy, state: productConfigSetQuantity(state, line.addedOrders.length) };
}

/**
 * §4.5 'Editar' from the bag: when the page opens for a line of this product, its
 * configuration (and how many units the line holds) to start from; null for a plain add.
 * Leaving the page ends the edit.
 */
export function useLineEditing(
  menu: ProductConfigMenu,
  product: MenuProduct,
  channel: Channel,
): LineEditing | null {
  const [editing] = useState(() => lineEditingOf(menu, product, channel));
  useEffect(() => (editing === null ? undefined : cartStoreEditEnd), [editing]);
  return editing;
}
