import type { OrderRecap } from '../../domain/checkout/order-recap';
import { centsFormat } from '../../domain/money';
import { OrderLines } from './order-lines';
import { placeHeading } from './order-summary';
import { PAYMENT_METHOD_LABELS } from './payment-methods';

/** §2.8 the payment as the recap says it: 'Efectivo, pagarás con $20.00'. */
function paymentText(recap: OrderRecap, currency: string): string {
  const label = PAYMENT_METHOD_LABELS[recap.payment];
  if (recap.cashAmount === null) return label;
  return `${label}, pagarás con ${centsFormat(recap.cashAmount, currency)}`;
}

/** §2.8 the success screen's recap of the order: products, total, place and payment. */
export function OrderRecapView({ recap, currency }: { recap: OrderRecap; currency: string }) {
  return (
    <section className="order-summary order-recap" aria-labelledby="order-recap-title">
      <h3 id="order-recap-title" className="checkout-section__title">
        Tu pedido
      </h3>
      <OrderLines
        lines={recap.lines.map((line, index) => ({ ...line, key: String(index) }))}
        currency={currency}
      />
      <dl className="order-summary__list">
        <div className="order-summary__row">
          <dt>{placeHeading(recap.kind)}</dt>
          <dd>
            {recap.place}
            {recap.detail ? <span className="order-summary__detail">{recap.detail}</span> : null}
          </dd>
        </div>
        <div className="order-summary__row">
          <dt>Pago</dt>
          <dd>{paymentText(recap, currency)}</dd>
        </div>
        <div className="order-summary__row order-summary__row--amount order-summary__row--total">
          <dt>Total</dt>
          <dd>{centsFormat(recap.total, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
