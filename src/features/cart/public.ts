import { lazy } from 'react';

// What other features and the shell may use of the cart (docs/decisions/027).

/**
 * §2.7 the cart button ('Ver mi bolsa'), floating or docked: its code and the cart's checks
 * load the first time one is shown, once for every place that shows it.
 */
export const CartButton = lazy(() => import('./cart-button'));
