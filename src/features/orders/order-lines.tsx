import type { OrderDetail } from '../../api/order/order-by-hash';
import { centsFormat, centsMultiply } from '../../domain/money';

/** §3.6 what was ordered, line by line, with subtotal, discount and total. */
export function OrderLines({ order }: { order: OrderDetail }) {
  // the server's discount is an amount off; shown with a minus whatever its sign
  const discount = order.discount < 0 ? centsMultiply(order.discount, -1) : order.discount;
  return (
    <section className="order-detail__section" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="order-detail__subtitle">
        Tu pedido
      </h2>
      <ul className="order-lines">
        {order.lines.map((line, index) => (
          <li key={`${index}-${line.name}`} className="order-lines__line">
            <span className="order-lines__count">{line.count} ×</span>
            <span className="order-lines__name">{line.name}</span>
            <span className="order-lines__amount">{centsFormat(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div className="order-totals__row">
          <dt>Subtotal</dt>
          <dd>{centsFormat(order.subtotal)}</dd>
        </div>
        {order.discount !== 0 ? (
          <div className="order-totals__row order-totals__row--discount">
            <dt>Descuento</dt>
            <dd>-{centsFormat(discount)}</dd>
          </div>
        ) : null}
        <div className="order-totals__row order-totals__row--total">
          <dt>Total</dt>
          <dd>{centsFormat(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
