import type { CheckoutStep } from '../../domain/checkout/checkout-state';

/** §2.8 the checkout's steps as the customer reads them. */
export const CHECKOUT_STEP_LABELS = ['Datos personales', 'Pago', 'Seguimiento'] as const;

/** §2.8 / §4.3 step indicator: the current step is marked for assistive technology too. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const current = Math.max(0, step);
  return (
    <ol className="checkout-steps" aria-label="Pasos del pedido">
      {CHECKOUT_STEP_LABELS.map((label, index) => (
        <li
          key={label}
          className={`checkout-steps__item${index < current ? ' checkout-steps__item--done' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="checkout-steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
