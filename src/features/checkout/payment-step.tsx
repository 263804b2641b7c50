import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import {
  paymentMethodDefault,
  paymentMethodsAvailable,
} from '../../domain/checkout/checkout-state';
import { cartStore } from '../../stores/cart';
import { checkoutCardStop, checkoutStore } from '../../stores/checkout';
import { CardPayment } from './card-payment';
import { OrderDialogs } from './order-dialogs';
import { PaymentChoice } from './payment-choice';
import { useOrderSave } from './use-order-save';
import { usePaymentChecks } from './use-payment-checks';
import { usePaymentExits } from './use-payment-exits';

/**
 * §4.3 step 1: the payment method (cash with an optional 'Pagaré con' amount, at least the
 * total) and 'Confirmar pedido'; a saved card order continues on the provider's page.
 */
export function PaymentStep() {
  const { menu } = useMenu();
  const checkout = useSnapshot(checkoutStore);
  const cart = useSnapshot(cartStore).cart as Cart;
  const view = useMemo(() => cartView(cart), [cart]);
  const methods = paymentMethodsAvailable(menu.parameters);
  const method = methods.includes(checkout.paymentMethod)
    ? checkout.paymentMethod
    : paymentMethodDefault(methods);
  const { save, saving, error, dialog, closeDialog } = useOrderSave(method);
  const checks = usePaymentChecks(method, view.total, save);
  const { orderId, hash } = checkout;
  const exits = usePaymentExits({ orderId, hash }, closeDialog);

  return (
    <div className="payment-step">
      {checkout.paying && orderId !== null ? (
        <CardPayment orderId={orderId} onPaid={exits.paid} onChangeMethod={checkoutCardStop} />
      ) : (
        <PaymentChoice
          methods={methods}
          method={method}
          total={view.total}
          checks={checks}
          saving={saving}
          error={error}
        />
      )}
      <OrderDialogs
        dialog={dialog}
        onClose={closeDialog}
        onOrders={exits.toOrders}
        onCart={exits.toCart}
      />
    </div>
  );
}
