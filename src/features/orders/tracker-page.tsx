import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { ordenHasTracked } from '../../api/order/orden-has-tracked';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import { trackingPointsQueryOptions } from '../../api/order/tracking-points';
import { orderIsOnTheWay } from '../../domain/order/order-progress';
import type { OrderId } from '../../domain/order/order-id';
import type { OrderRef } from '../../domain/order/order-ref';
import { orderStatusIsFinal, orderStatusText } from '../../domain/order/order-status';
import {
  trackingEtaText,
  trackingLastPoint,
  trackingRoute,
} from '../../domain/order/order-tracking';
import { ErrorView } from '../../ui/error-view';
import { usePageTitle } from '../../ui/use-page-title';
import { OrderProgress } from './order-progress';
import { TrackerSkeleton } from './orders-skeletons';
import type { TrackerMapSlot } from './tracker-map-types';
import { useOnline } from '../../api/use-online';
import { useOrderHash } from './use-order-ref';
import { useOrderWithPushed } from './use-order-pushed';
import './orders.css';

/** §4.4 the driver's position is read again every 10 s while the order is on the way. */
export const TRACKER_REFRESH_MS = 10_000;

export interface TrackerPageProps {
  /** the route's {id}, read: a tracker hash, a remembered order id, or null when it names none */
  orderRef: OrderRef | null;
  /** the map; left out (tests, no map) the sheet stands alone */
  renderMap?: TrackerMapSlot;
}

/**
 * §2.1 /tracker/{id}: the full-height tracker outside the shared layout: the map with the
 * shop, the destination and the driver, and a bottom sheet with the status and progress.
 */
export function TrackerPage({ orderRef, renderMap }: TrackerPageProps) {
  const hash = useOrderHash(orderRef);
  return (
    <main id="contenido" className="tracker-screen" tabIndex={-1}>
      {hash === null ? (
        <TrackerMissing />
      ) : (
        <TrackerLoader key={hash} hash={hash} renderMap={renderMap} />
      )}
    </main>
  );
}

function TrackerMissing() {
  usePageTitle('Seguimiento del pedido');
  return (
    <section className="tracker-sheet" aria-labelledby="tracker-missing-title">
      <h1 id="tracker-missing-title">No encontramos este pedido</h1>
      <Link to="/orders" className="button">
        Ver mis pedidos
      </Link>
    </section>
  );
}

function TrackerLoader({ hash, renderMap }: { hash: string; renderMap?: TrackerMapSlot }) {
  const query = useQuery(orderByHashQueryOptions(hash));
  if (query.data === undefined) {
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    return <TrackerSkeleton />;
  }
  if (query.data === null) return <TrackerMissing />;
  return (
    <TrackerView
      cached={query.data}
      readAt={query.dataUpdatedAt}
      renderMap={renderMap}
      stale={query.isRefetchError}
    />
  );
}

/** Marks the order as tracked once per order shown (§4.4 tracker/ordenHasTracked). */
function useMarkTracked(orderId: OrderId): void {
  const marked = useRef<OrderId | null>(null);
  useEffect(() => {
    if (marked.current === orderId) return;
    marked.current = orderId;
    void ordenHasTracked(orderId);
  }, [orderId]);
}

function TrackerView({
  cached,
  readAt,
  renderMap,
  stale,
}: {
  cached: OrderDetail;
  /** when the cached copy was read (decision 037: a later push's status wins) */
  readAt: number;
  renderMap?: TrackerMapSlot;
  stale: boolean;
}) {
  const order = useOrderWithPushed(cached, readAt);
  usePageTitle(`Seguimiento del pedido #${order.id}`);
  useMarkTracked(order.id);
  const online = useOnline();
  const home = order.deliveryType === 'home';
  const onTheWay = orderIsOnTheWay(order.status);
  const points = useQuery({
    ...trackingPointsQueryOptions(order.hash),
    enabled: home,
    refetchInterval: onTheWay ? TRACKER_REFRESH_MS : false,
  });
  const route = useMemo(() => trackingRoute(points.data ?? []), [points.data]);
  const driver = route.length > 0 ? trackingLastPoint(route) : null;
  const eta = onTheWay ? trackingEtaText(driver?.driverMinutes) : null;

  return (
    <>
      <div className="tracker-screen__map">
        {renderMap?.({
          shopName: order.shopName,
          shop: order.shopLocation,
          destination: home ? order.deliveryLocation : null,
          route,
          driver,
        })}
      </div>
      <section className="tracker-sheet" aria-labelledby="tracker-title">
        <h1 id="tracker-title" className="tracker-sheet__title">
          Pedido #{order.id}
        </h1>
        {stale || !online ? (
          <p className="orders-offline" role="status">
            Sin conexión: mostrando el último estado conocido
          </p>
        ) : null}
        <p className="tracker-sheet__status" aria-live="polite">
          {orderStatusText(order.status)}
        </p>
        <OrderProgress deliveryType={order.deliveryType} status={order.status} />
        {home && !orderStatusIsFinal(order.status) && points.isSuccess && route.length === 0 ? (
          <p className="tracker-sheet__note">Tu repartidor aún no ha salido</p>
        ) : null}
        {eta !== null ? <p className="tracker-sheet__note">{eta}</p> : null}
        <Link to="/orders/$id" params={{ id: order.hash }} className="button tracker-sheet__back">
          Volver
        </Link>
      </section>
    </>
  );
}
