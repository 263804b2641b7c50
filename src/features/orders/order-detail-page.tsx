import { useQuery } from '@tanstack/react-query';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import type { OrderRef } from '../../domain/order/order-ref';
import { ErrorView } from '../../ui/error-view';
import { usePageTitle } from '../../ui/use-page-title';
import { OrderDetailView } from './order-detail-view';
import { OrderNotFound } from './order-not-found';
import { OrderDetailSkeleton } from './orders-skeletons';
import { useOnline } from '../../api/use-online';
import { useOrderHash } from './use-order-ref';
import { useOrderWithPushed } from './use-order-pushed';
import './orders.css';

/** Offline before this order was ever read on this device. */
function OfflineWithoutCopy() {
  usePageTitle('Detalle del pedido');
  return (
    <p className="orders-offline" role="status">
      Sin conexión: podrás ver este pedido cuando vuelvas a tener conexión.
    </p>
  );
}

/**
 * §2.1 /orders/{id or hash} and /tracking/{id}: one order, by its hash or by an id this
 * device remembers; /tracking adds the payment-success banner. The persisted query shows
 * the last known copy at once (also offline) and refreshes it while it can change.
 */
export function OrderDetailPage({
  orderRef,
  paymentBanner,
}: {
  /** the route's {id}, read: a tracker hash, an order id, or null when it names none */
  orderRef: OrderRef | null;
  paymentBanner: boolean;
}) {
  const hash = useOrderHash(orderRef);
  if (hash === null) return <OrderNotFound />;
  return <OrderDetailLoader key={hash} hash={hash} paymentBanner={paymentBanner} />;
}

function OrderDetailLoader({ hash, paymentBanner }: { hash: string; paymentBanner: boolean }) {
  const query = useQuery(orderByHashQueryOptions(hash));
  const online = useOnline();
  if (query.data === undefined) {
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    if (!online) return <OfflineWithoutCopy />;
    return <OrderDetailSkeleton />;
  }
  if (query.data === null) return <OrderNotFound />;
  return (
    <OrderDetailCurrent
      order={query.data}
      readAt={query.dataUpdatedAt}
      paymentBanner={paymentBanner}
      stale={!online || query.isRefetchError}
    />
  );
}

/** The order with the status a push brought since it was read (decision 037). */
function OrderDetailCurrent({
  order,
  readAt,
  ...view
}: {
  order: OrderDetail;
  readAt: number;
  paymentBanner: boolean;
  stale: boolean;
}) {
  return <OrderDetailView order={useOrderWithPushed(order, readAt)} {...view} />;
}
