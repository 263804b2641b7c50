import { useCallback, useState } from 'react';
import type { Cart } from '../../domain/cart/cart';
import type { CartViewLine } from '../../domain/cart/cart-view';
import { cartStoreRemoveLine, cartStoreUndoRemove, type CartRemoval } from '../../stores/cart';

/** §4.5 the line whose removal waits for the customer's answer, if any. */
function pendingItem(cart: Cart, pendingRemoval: number | null) {
  return pendingRemoval === null
    ? null
    : (cart.items.find(
        (item) =>
          item.addedOrder === pendingRemoval ||
          item.units.some((u) => u.addedOrder === pendingRemoval),
      ) ?? null);
}

/**
 * §4.5 removing a line from /cart: its units go newest first; one a promotion depends on
 * stops and asks (the dialog, about `pending`, no undo); otherwise the toast offers 'Deshacer'
 * (`undo`) until it is done.
 */
export function useCartRemoval(cart: Cart, pendingRemoval: number | null) {
  const [undo, setUndo] = useState<{ removal: CartRemoval; name: string } | null>(null);
  const undoDone = useCallback(() => setUndo(null), []);
  const onUndo = () => {
    if (undo !== null) cartStoreUndoRemove(undo.removal);
    setUndo(null);
  };
  const onRemove = (line: CartViewLine) => {
    const removal = cartStoreRemoveLine(line.addedOrders);
    setUndo(removal === 'pending' ? null : { removal, name: line.item.name });
  };
  return { undo, undoDone, onUndo, onRemove, pending: pendingItem(cart, pendingRemoval) };
}
