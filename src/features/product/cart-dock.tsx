import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { cartDockEnter, cartStore } from '../../stores/cart';
import { CartButton } from '../cart/public';

/**
 * §2.7 'Ver mi bolsa' docked in a page's own bottom bar ('Agregar a mi bolsa') instead of
 * floating over it: while this is on screen the floating button stands aside. Loaded only
 * once the bag holds something.
 */
export function CartDock({ className }: { className: string }) {
  const { cart } = useSnapshot(cartStore);
  useEffect(cartDockEnter, []);
  if (cart.items.length === 0) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <CartButton docked />
      </Suspense>
    </div>
  );
}
