import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { cartPresence } from '../stores/cart-presence';
import { useDeferredMount } from '../ui/use-deferred-mount';
import { CartButton } from '../features/cart/public';
import { pathNormalize } from './layout-routes';

/**
 * Pages with their own way on: the cart itself and the steps after it, and the gift-card bag
 * and checkout, whose 'Continuar' the food bag's button would cover.
 */
const HIDDEN_ON = [
  '/cart',
  '/checkout',
  '/delivery',
  '/opt-delivery',
  '/certificates/cart',
  '/certificates/checkout',
];

/**
 * §2.7 mounts the floating cart button only once the visit has a cart (stored on the
 * device, or started now), after the first screen: a customer without a cart downloads
 * neither the button nor the cart store.
 */
export function CartButtonHost() {
  const { active } = useSnapshot(cartPresence);
  const pathname = useRouterState({ select: (s) => pathNormalize(s.location.pathname) });
  const ready = useDeferredMount();
  if (!active || !ready || HIDDEN_ON.includes(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  );
}
