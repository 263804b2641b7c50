import { Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { OrderRecap } from '../../domain/checkout/order-recap';
import { checkoutFormDraft, checkoutFormSubmit, checkoutStore } from '../../stores/checkout';
import { sessionStore } from '../../api/session';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { DeliveryMinimumNote } from '../cart/public';
import { CheckoutDone } from './checkout-done';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { CHECKOUT_STEP_LABELS, CheckoutSteps } from './checkout-steps';
import { GuestChoice } from './guest-choice';
import { PaymentStep } from './payment-step';
import { useCheckoutBack } from './use-checkout-back';
import { useCheckoutGuard } from './use-checkout-guard';
import { useAccountPrefill } from './use-account-prefill';
import { useQueuedOrder } from './use-queued-order';
import { useCurrency } from './use-currency';
import './checkout.css';

/**
 * §2.8 / §4.3 /checkout: personal data (step 0), payment (1) and the placed order (2), with
 * the step indicator; guests first see how they want to go on (§4.2).
 */
export function CheckoutPage() {
  usePageTitle('Finalizar pedido');
  const guard = useCheckoutGuard();
  useCheckoutBack();
  const checkout = useSnapshot(checkoutStore);
  const { refusal } = useQueuedOrder(checkout.queuedKey);
  const { accessToken } = useSnapshot(sessionStore);
  const initial = useAccountPrefill(accessToken !== null);
  const currency = useCurrency();
  const step = Math.max(0, checkout.stepNumber) as 0 | 1 | 2;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  const place = `${step}-${checkout.paying}`;

  // a new step moves the focus to its heading, so keyboard and screen reader users follow
  useEffect(() => {
    if (guard !== 'open') return;
    if (shown.current !== null && shown.current !== place) headingRef.current?.focus();
    shown.current = place;
  }, [guard, place]);

  if (guard !== 'open') {
    return (
      <section className="checkout-page" aria-busy="true">
        <h1 className="checkout-page__title">Finalizar pedido</h1>
        <LoadingView />
      </section>
    );
  }

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">Finalizar pedido</h1>
      <CheckoutSteps step={step} />
      {step < 2 ? (
        <Suspense fallback={null}>
          <DeliveryMinimumNote />
        </Suspense>
      ) : null}
      <h2 ref={headingRef} className="checkout-page__step" tabIndex={-1}>
        {CHECKOUT_STEP_LABELS[step]}
      </h2>
      {step === 0 ? (
        <>
          {accessToken === null ? <GuestChoice /> : null}
          {initial ? (
            <CheckoutForm
              initial={initial}
              onDraft={checkoutFormDraft}
              onSubmit={checkoutFormSubmit}
            />
          ) : (
            <LoadingView />
          )}
          {/* the data to give comes first (on a phone, in the first view); the recap follows */}
          <CheckoutSummary />
        </>
      ) : null}
      {step === 1 ? <CheckoutSummary /> : null}
      {step === 1 ? <PaymentStep /> : null}
      {step === 2 ? (
        <CheckoutDone
          orderId={checkout.orderId}
          hash={checkout.hash}
          queued={checkout.queuedKey !== null}
          refusal={refusal}
          paidByCard={checkout.showPaymentSuccess}
          recap={checkout.recap as OrderRecap | null}
          currency={currency}
        />
      ) : null}
    </section>
  );
}
