import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import type { Cart } from '../../domain/cart/cart';
import { cartView } from '../../domain/cart/cart-view';
import { cashAmountCheck } from '../../domain/checkout/cash-payment';
import {
  paymentMethodDefault,
  paymentMethodsAvailable,
} from '../../domain/checkout/checkout-state';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../domain/ordering-country';
import { serverNow } from '../../domain/server-time';
import { cartStore } from '../../stores/cart';
import {
  checkoutBack,
  checkoutCardStop,
  checkoutCashAmountSet,
  checkoutCertificateSet,
  checkoutPartialPaymentSet,
  checkoutPaymentMethodSet,
  checkoutStore,
} from '../../stores/checkout';
import { useMenu } from '../../api/menu/use-menu';
import { CardPayment } from './card-payment';
import { CashAmountField } from './cash-amount-field';
import { CertificatePayment } from './certificate-payment';
import { certificatePaymentBlockMessage } from './checkout-messages';
import type { CertificateBalance } from '../../domain/certificates/certificate';
import { certificatePaymentBlock } from '../../domain/certificates/certificate-payment';
import { OrderDialogs } from './order-dialogs';
import { orderPlaced } from './order-placed';
import { PaymentMethods } from './payment-methods';
import { useOnline } from '../../api/use-online';
import { useOrderSave } from './use-order-save';

/**
 * §4.3 step 1: the payment method (cash with an optional 'Pagaré con' amount, at least the
 * total) and 'Confirmar pedido'; a saved card order continues on the provider's page.
 */
export function PaymentStep() {
  const { menu } = useMenu();
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const checkout = useSnapshot(checkoutStore);
  const cart = useSnapshot(cartStore).cart as Cart;
  const online = useOnline();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = useMemo(() => cartView(cart), [cart]);
  const methods = paymentMethodsAvailable(menu.parameters);
  const method = methods.includes(checkout.paymentMethod)
    ? checkout.paymentMethod
    : paymentMethodDefault(methods);
  const { save, saving, error, dialog, closeDialog } = useOrderSave(method);
  // §1 outside the chain's country nothing is placed (the save refuses it too)
  const countryClosed = !orderingAllowed(menu.countryCode, menu.parameters.fakeCash);
  const { orderId, hash } = checkout;
  const [cashError, setCashError] = useState<string | null>(null);
  const cashRef = useRef<HTMLInputElement>(null);
  // §3.7 the funds checked for the certificate's fields as they are now (none after a change)
  const [certificateCheck, setCertificateCheck] = useState<CertificateBalance | null>(null);
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const confirm = () => {
    if (method === 'certificate') {
      const block = certificatePaymentBlock(certificateCheck, checkoutStore.partialPayment);
      setCertificateError(block === null ? null : certificatePaymentBlockMessage(block));
      if (block === null) save();
      return;
    }
    const problem =
      method === 'cash' ? cashAmountCheck(checkoutStore.cashAmount, view.total) : null;
    setCashError(problem);
    if (problem === null) save();
    else cashRef.current?.focus();
  };

  const paid = () => {
    if (orderId === null || hash === null) return;
    orderPlaced({ id: orderId, hash }, serverNow(time.offsetMs, Date.now()), true);
  };
  const toCart = () => {
    closeDialog();
    // the cart shows the blocks of the place again
    void queryClient.invalidateQueries({ queryKey: ['cart', 'blocks'] });
    void navigate({ to: '/cart' });
  };
  const toOrders = () => {
    closeDialog();
    void navigate({ to: '/orders' });
  };

  return (
    <div className="payment-step">
      {checkout.paying && orderId !== null ? (
        <CardPayment orderId={orderId} onPaid={paid} onChangeMethod={checkoutCardStop} />
      ) : (
        <section className="payment-step__choice" aria-label="Pago">
          <PaymentMethods
            methods={methods}
            value={method}
            onChange={checkoutPaymentMethodSet}
            online={online}
          />
          {method === 'cash' ? (
            <CashAmountField
              value={checkout.cashAmount}
              onChange={(text) => {
                checkoutCashAmountSet(text);
                // once told, the customer sees the message go as soon as the amount is right
                if (cashError !== null) setCashError(cashAmountCheck(text, view.total));
              }}
              error={cashError}
              currency={menu.currency.symbol}
              inputRef={cashRef}
            />
          ) : null}
          {method === 'certificate' ? (
            <CertificatePayment
              initial={{
                email: checkout.certificateEmail || checkout.form.usermail,
                code: checkout.certificateCode,
              }}
              total={view.total}
              currency={menu.currency.symbol}
              cashEnabled={menu.parameters.cashEnabled}
              cardEnabled={menu.parameters.dummyGateway}
              check={certificateCheck}
              onCheck={(fields, check) => {
                checkoutCertificateSet(fields);
                setCertificateCheck(check);
                setCertificateError(null);
              }}
              rest={checkout.partialPayment}
              onRest={(rest) => {
                checkoutPartialPaymentSet(rest);
                setCertificateError(null);
              }}
            />
          ) : null}
          {certificateError && method === 'certificate' ? (
            <p className="checkout-alert" role="alert">
              {certificateError}
            </p>
          ) : null}
          {error || countryClosed ? (
            <p className="checkout-alert" role="alert">
              {error ?? ORDERING_COUNTRY_MESSAGE}
            </p>
          ) : null}
          <div className="checkout-actions">
            <button
              type="button"
              className="button checkout-actions__main"
              disabled={saving || countryClosed}
              aria-busy={saving || undefined}
              onClick={confirm}
            >
              Confirmar pedido
            </button>
            <button type="button" className="button button--secondary" onClick={checkoutBack}>
              Volver a mis datos
            </button>
          </div>
        </section>
      )}
      <OrderDialogs dialog={dialog} onClose={closeDialog} onOrders={toOrders} onCart={toCart} />
    </div>
  );
}
