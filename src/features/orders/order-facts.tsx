import type { OrderDetail } from '../../api/order/order-by-hash';
import { orderDateTimeAt } from '../../domain/order/order-date';
import { orderDeliveryTypeText, orderPaymentText } from '../../domain/order/order-labels';
import { dateText, time12hText } from '../../ui/dates';

/** §9 a future order's 'dd/MM/yyyy HH:mm' with its time as hh:mm am/pm; as sent if malformed. */
function futureText(dateTime: string): string {
  const at = orderDateTimeAt(dateTime);
  return at === null ? dateTime : `${dateText(at)} ${time12hText(at)}`;
}

function Fact({ term, children }: { term: string; children: string | null | undefined }) {
  if (children === null || children === undefined || children.trim() === '') return null;
  return (
    <div className="order-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * §3.6 the order's facts: its times as the server sends them (El Salvador), the scheduled
 * time of a future order, delivery type, shop, address, indications and payment.
 */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const home = order.deliveryType === 'home';
  return (
    <section className="order-detail__section" aria-labelledby="order-facts-title">
      <h2 id="order-facts-title" className="order-detail__subtitle">
        Detalles
      </h2>
      <dl className="order-facts">
        <Fact term="Fecha">{order.dateTime}</Fact>
        <Fact term="Hora del pedido">{order.orderTime}</Fact>
        {order.futureDateTime !== null ? (
          <Fact term="Programado para">{futureText(order.futureDateTime)}</Fact>
        ) : null}
        <Fact term="Hora de despacho">{order.dispatchTime}</Fact>
        <Fact term="Hora de entrega">{order.deliveryTime}</Fact>
        <Fact term="Entrega">{orderDeliveryTypeText(order.deliveryType)}</Fact>
        <Fact term="Tienda">{order.shopName}</Fact>
        {home ? <Fact term="Dirección">{order.address}</Fact> : null}
        <Fact term="Indicaciones">{order.indications}</Fact>
        <Fact term="Pago">{orderPaymentText(order.paymentType, order.paymentStatus)}</Fact>
      </dl>
    </section>
  );
}
