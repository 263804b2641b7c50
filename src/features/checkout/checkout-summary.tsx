import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import { cartStore } from '../../stores/cart';
import { deliveryStore } from '../../stores/delivery';
import { OrderSummary } from './order-summary';
import { useCurrency } from './use-currency';

/** §4.3 the order's summary as the cart and the delivery choice hold it, on every open step. */
export function CheckoutSummary() {
  const cart = useSnapshot(cartStore).cart as Cart;
  const delivery = useSnapshot(deliveryStore);
  const currency = useCurrency();
  const view = useMemo(() => cartView(cart), [cart]);
  return <OrderSummary delivery={delivery} view={view} currency={currency} />;
}
