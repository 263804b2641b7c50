import { lazy } from 'react';

// What other features and the shell may use of the cart (docs/decisions/027).

/**
 * §2.7 the cart button ('Ver mi bolsa'), floating or docked: its code and the cart's checks
 * load the first time one is shown, once for every place that shows it.
 */
export const CartButton = lazy(() => import('./cart-button'));

/**
 * §5.3 what the bag lacks for home delivery, said on /delivery and the checkout; loaded
 * with the screen that shows it (wrap it in a Suspense with no fallback).
 */
export const DeliveryMinimumNote = lazy(() =>
  import('./delivery-minimum-note').then((m) => ({ default: m.DeliveryMinimumNote })),
);
