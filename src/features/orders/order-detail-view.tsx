import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import type { OrderDetail } from '../../api/order/order-by-hash';
import { orderStatusText } from '../../domain/order/order-status';
import { ordersStore } from '../../stores/orders';
import { usePageTitle } from '../../ui/use-page-title';
import { PushPromptSlot } from '../push/public';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderProgress } from './order-progress';
import { PaymentSuccessBanner } from './payment-success-banner';
import { ReorderButton } from './reorder-button';

export interface OrderDetailViewProps {
  order: OrderDetail;
  /** /tracking: the payment-success banner on top */
  paymentBanner: boolean;
  /** offline (or the refresh failed): the copy shown is the last one known */
  stale: boolean;
}

/**
 * §2.1 / §3.6 / §4.4 one order: status text and progress, a link to the map for a home
 * delivery, its facts, the warranty message, and what was ordered.
 */
export function OrderDetailView({ order, paymentBanner, stale }: OrderDetailViewProps) {
  usePageTitle(`Pedido #${order.id}`);
  const { anonymous } = useSnapshot(ordersStore);
  // issue 19: the tracking page of an order placed on this device offers notifications
  const placedHere = paymentBanner && anonymous.some((o) => o.hash === order.hash.toLowerCase());
  return (
    <article className="order-detail" aria-labelledby="order-detail-title">
      {paymentBanner ? <PaymentSuccessBanner /> : null}
      {stale ? (
        <p className="orders-offline" role="status">
          Sin conexión: mostrando el último estado conocido
        </p>
      ) : null}
      <header className="order-detail__header">
        <h1 id="order-detail-title">Pedido #{order.id}</h1>
        <p className="order-detail__status" aria-live="polite">
          {orderStatusText(order.status)}
        </p>
        <OrderProgress deliveryType={order.deliveryType} status={order.status} />
        {order.deliveryType === 'home' ? (
          <Link to="/tracker/$id" params={{ id: order.hash }} className="button order-detail__map">
            Ver en el mapa
          </Link>
        ) : null}
      </header>
      <PushPromptSlot orderPlaced={placedHere} hash={order.hash.toLowerCase()} />
      {order.warrantyMessage ? (
        <p className="order-detail__warranty" role="note">
          {order.warrantyMessage}
        </p>
      ) : null}
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <ReorderButton order={order} />
      <Link to="/orders" className="order-detail__back">
        Ver mis pedidos
      </Link>
    </article>
  );
}
