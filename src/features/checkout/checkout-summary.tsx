import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import { cartStore } from '../../stores/cart';
import { deliveryStore } from '../../stores/delivery';
import { returnToSet } from '../../stores/ui';
import { AppLink } from '../../ui/app-link';
import { OrderSummary } from './order-summary';
import { useCurrency } from './use-currency';

/**
 * §4.3 the order's summary as the cart and the delivery choice hold it, on every open step;
 * the place has its 'Cambiar' (a registered customer's main address is the place without a
 * stop on /delivery), which comes back here once the place is chosen.
 */
export function CheckoutSummary() {
  const cart = useSnapshot(cartStore).cart as Cart;
  const delivery = useSnapshot(deliveryStore);
  const currency = useCurrency();
  const view = useMemo(() => cartView(cart), [cart]);
  const change = (
    <AppLink
      href="/delivery"
      className="order-summary__change"
      aria-label="Cambiar el lugar de entrega"
      onClick={() => returnToSet('/checkout')}
    >
      Cambiar
    </AppLink>
  );
  return <OrderSummary delivery={delivery} view={view} currency={currency} change={change} />;
}
