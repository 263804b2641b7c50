import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { deliveryModeReady } from '../../domain/delivery/delivery-mode';
import { cartStore, cartStoreHydrate } from '../../stores/cart';
import { checkoutReset, checkoutStart, checkoutStore } from '../../stores/checkout';
import { deliveryStore } from '../../stores/delivery';
import { returnToSet } from '../../stores/ui';

/** Where the checkout cannot be: the cart, the delivery choice, or nowhere (it may show). */
export type CheckoutGuard = 'wait' | 'cart' | 'delivery' | 'open';

/**
 * §4.3 the checkout opens with something to order and a place for it: an empty cart goes
 * back to /cart, no place to /delivery (which returns here). A finished checkout (step 2)
 * stays on show until a new cart comes to it, which starts a new one.
 */
export function useCheckoutGuard(): CheckoutGuard {
  const cart = useSnapshot(cartStore);
  const delivery = useSnapshot(deliveryStore);
  const { stepNumber } = useSnapshot(checkoutStore);
  const navigate = useNavigate();
  const empty = cart.cart.items.length === 0;
  const ready = deliveryModeReady(delivery);
  const guard: CheckoutGuard = !cart.hydrated
    ? 'wait'
    : stepNumber === 2 && empty
      ? 'open'
      : empty
        ? 'cart'
        : !ready
          ? 'delivery'
          : 'open';

  useEffect(() => {
    void cartStoreHydrate();
  }, []);

  useEffect(() => {
    if (guard === 'cart') void navigate({ to: '/cart', replace: true });
    else if (guard === 'delivery') {
      returnToSet('/checkout');
      void navigate({ to: '/delivery', replace: true });
    } else if (guard === 'open') {
      if (checkoutStore.stepNumber === 2 && !empty) checkoutReset();
      checkoutStart();
    }
  }, [guard, empty, navigate]);

  return guard;
}
