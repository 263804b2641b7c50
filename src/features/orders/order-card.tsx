import { Link } from '@tanstack/react-router';
import type { OrderDetail } from '../../api/order/order-by-hash';
import { orderDeliveryTypeText } from '../../domain/order/order-labels';
import { orderStatusText } from '../../domain/order/order-status';
import { centsFormat } from '../../domain/money';
import type { RememberedOrder } from '../../stores/orders';
import { dateTimeText } from '../../ui/dates';

export interface OrderCardProps {
  order: RememberedOrder;
  /** the order as last read from the server; null while unknown */
  detail: OrderDetail | null;
  inProgress: boolean;
}

/**
 * §2.1 / §4.4 one order of 'Mis pedidos': number, date and time, status text, delivery
 * type and total, linking to its detail by hash (the whole card is the link's target).
 */
export function OrderCard({ order, detail, inProgress }: OrderCardProps) {
  const titleId = `order-${order.id}`;
  const dateTime = detail?.dateTime ?? dateTimeText(order.createdAt);
  return (
    <li className={`order-card${inProgress ? ' is-in-progress' : ''}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="order-card__title">
          <Link to="/orders/$id" params={{ id: order.hash }} className="order-card__link">
            Pedido #{order.id}
          </Link>
        </h3>
        <p className="order-card__status">
          {detail ? orderStatusText(detail.status) : 'Estado no disponible'}
        </p>
        <dl className="order-card__facts">
          <div>
            <dt>Fecha</dt>
            <dd>{dateTime}</dd>
          </div>
          <div>
            <dt>Entrega</dt>
            <dd>{orderDeliveryTypeText(detail?.deliveryType ?? order.deliveryType)}</dd>
          </div>
          {detail ? (
            <div>
              <dt>Total</dt>
              <dd>{centsFormat(detail.total)}</dd>
            </div>
          ) : null}
        </dl>
      </article>
    </li>
  );
}
