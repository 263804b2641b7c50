import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import { orderDateKey } from '../../domain/order/order-date';
import type { OrderId } from '../../domain/order/order-id';
import { orderIsInProgress, orderListSort } from '../../domain/order/order-list';
import { ordersStore, type RememberedOrder } from '../../stores/orders';
import { usePageTitle } from '../../ui/use-page-title';
import { OrderCard } from './order-card';
import { OutboxCard } from './outbox-card';
import { OrderCardSkeleton } from './orders-skeletons';
import { useOnline } from '../../api/use-online';
import { useOutboxEntries } from './use-outbox-entries';
import { useServerToday } from './use-server-today';
import './orders.css';

interface ListedOrder {
  id: OrderId;
  order: RememberedOrder;
  detail: OrderDetail | null;
  loading: boolean;
  inProgress: boolean;
}

/**
 * §2.1 / §4.4 'Mis pedidos': the orders placed on this device (a guest's anonymous list;
 * the same list for a logged-in customer until accounts bring their history), the queued
 * ones on top, then those in progress, then the rest, each group newest first.
 */
export function OrdersPage() {
  usePageTitle('Mis pedidos');
  const { anonymous } = useSnapshot(ordersStore);
  const outbox = useOutboxEntries();
  const today = useServerToday();
  const online = useOnline();
  const results = useQueries({
    queries: anonymous.map((o) => orderByHashQueryOptions(o.hash)),
  });

  const listed: ListedOrder[] = anonymous.map((order, i) => {
    const result = results[i];
    const detail = result?.data ?? null;
    const inProgress =
      detail !== null &&
      orderIsInProgress(
        {
          id: detail.id,
          status: detail.status,
          deliveryType: detail.deliveryType,
          date: orderDateKey(detail.dateTime) ?? '',
        },
        today,
      );
    // a card waits for its first answer; offline without a copy it shows what is known
    const loading = result === undefined || (result.isPending && result.fetchStatus === 'fetching');
    return { id: order.id, order, detail, loading, inProgress };
  });
  const current = orderListSort(listed.filter((o) => o.inProgress));
  const past = orderListSort(listed.filter((o) => !o.inProgress));
  const cached = listed.some((o) => o.detail !== null);

  if (anonymous.length === 0 && outbox.length === 0) {
    return (
      <section className="orders-page orders-page--empty" aria-labelledby="orders-title">
        <h1 id="orders-title">Mis pedidos</h1>
        <p>Aún no tienes pedidos</p>
        <Link to="/" className="button">
          Ver el menú
        </Link>
      </section>
    );
  }

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Mis pedidos</h1>
      {!online && cached ? (
        <p className="orders-offline" role="status">
          Sin conexión: mostrando el último estado conocido
        </p>
      ) : null}
      {outbox.length > 0 ? (
        <OrdersGroup title="Pendientes de envío" id="orders-outbox">
          {outbox.map((entry) => (
            <OutboxCard key={entry.key} entry={entry} />
          ))}
        </OrdersGroup>
      ) : null}
      {current.length > 0 ? (
        <OrdersGroup title="En curso" id="orders-current">
          {current.map((o) => (
            <OrderCard key={o.id} order={o.order} detail={o.detail} inProgress />
          ))}
        </OrdersGroup>
      ) : null}
      {past.length > 0 ? (
        <OrdersGroup title={current.length > 0 ? 'Anteriores' : 'Tus pedidos'} id="orders-past">
          {past.map((o) =>
            o.loading ? (
              <OrderCardSkeleton key={o.id} />
            ) : (
              <OrderCard key={o.id} order={o.order} detail={o.detail} inProgress={false} />
            ),
          )}
        </OrdersGroup>
      ) : null}
    </section>
  );
}

function OrdersGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="orders-group" aria-labelledby={id}>
      <h2 id={id} className="orders-group__title">
        {title}
      </h2>
      <ul className="orders-grid">{children}</ul>
    </section>
  );
}
