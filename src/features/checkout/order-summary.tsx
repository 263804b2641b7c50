import type { ReactNode } from 'react';
import type { CartView } from '../../domain/cart/cart-view';
import { deliveryModeBanner, type DeliveryStateView } from '../../domain/delivery/delivery-mode';
import { centsFormat } from '../../domain/money';
import { shopPickupOptionLabel } from '../../domain/shops/shop-pickup-options';
import { dateText, time12hText } from '../../ui/dates';
import { OrderLines } from './order-lines';

interface OrderSummaryProps {
  delivery: DeliveryStateView;
  view: CartView;
  currency: string;
  /** the place's 'Cambiar', where the place can still be changed (the checkout) */
  change?: ReactNode;
}

/** §4.3 / §5.5 when: as soon as possible, or the scheduled date and time (El Salvador). */
function whenText(delivery: DeliveryStateView): string {
  const future = delivery.future;
  if (future === null) return 'Lo antes posible';
  return `Pedido futuro: ${dateText(future.at)} a las ${time12hText(future.at)}`;
}

/** 'Entrega a domicilio' or 'Retiro en tienda', as the summary and the recap head the place. */
export const placeHeading = (kind: string) =>
  kind === 'home' ? 'Entrega a domicilio' : 'Retiro en tienda';

/**
 * §4.3 what is being ordered, from the first step: the products with their quantities, the
 * place (address and point, or shop and hand-over option, with its 'Cambiar' where given), when, and subtotal, discount and
 * total of the cart.
 */
export function OrderSummary({ delivery, view, currency, change }: OrderSummaryProps) {
  const { place, detail } = deliveryModeBanner(delivery, shopPickupOptionLabel);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h3 id="order-summary-title" className="checkout-section__title">
        Resumen de tu pedido
      </h3>
      <OrderLines
        lines={view.lines.map((line) => ({
          key: line.key,
          name: line.item.name,
          count: line.count,
          price: line.price,
        }))}
        currency={currency}
      />
      <dl className="order-summary__list">
        <div className="order-summary__row">
          <dt>{placeHeading(delivery.kind)}</dt>
          <dd>
            {place}
            {detail ? <span className="order-summary__detail">{detail}</span> : null}
            {change}
          </dd>
        </div>
        <div className="order-summary__row">
          <dt>Cuándo</dt>
          <dd>{whenText(delivery)}</dd>
        </div>
        <div className="order-summary__row">
          <dt>Productos</dt>
          <dd>{view.count}</dd>
        </div>
        <div className="order-summary__row order-summary__row--amount">
          <dt>Subtotal</dt>
          <dd>{centsFormat(view.subtotal, currency)}</dd>
        </div>
        {view.discount > 0 ? (
          <div className="order-summary__row order-summary__row--amount order-summary__row--discount">
            <dt>Descuento</dt>
            <dd>-{centsFormat(view.discount, currency)}</dd>
          </div>
        ) : null}
        <div className="order-summary__row order-summary__row--amount order-summary__row--total">
          <dt>Total</dt>
          <dd>{centsFormat(view.total, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
