import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import { orderDateKey } from '../../domain/order/order-date';
import { useAppBadge } from '../../api/push/use-app-badge';
import { orderListMerge, type OrderListKnown } from '../../domain/order/order-list';
import { ordersStore, type RememberedOrder } from '../../stores/orders';
import { usePageTitle } from '../../ui/use-page-title';
import { OrderCard } from './order-card';
import { OutboxCard } from './outbox-card';
import { OrderCardSkeleton } from './orders-skeletons';
import { useOnline } from '../../api/use-online';
import { useAccountOrders } from './use-account-orders';
import { useOutboxEntries } from './use-outbox-entries';
import { useServerToday } from './use-server-today';
import './orders.css';

interface ListedOrder extends OrderListKnown {
  order: RememberedOrder;
  detail: OrderDetail | null;
  loading: boolean;
}

/**
 * §2.1 / §4.4 / §6 'Mis pedidos': a logged-in customer's orders from every device merged
 * with the orders placed on this device (a guest's anonymous list) and the queued ones:
 * the queued on top, then those in progress, then the rest, each group newest first.
 */
export function OrdersPage() {
  usePageTitle('Mis pedidos');
  const { anonymous } = useSnapshot(ordersStore);
  const account = useAccountOrders();
  const outbox = useOutboxEntries();
  const today = useServerToday();
  const online = useOnline();
  // one query per order: a guest order of this device the account lists too is asked once
  const inAccount = new Set<number>(account.map((o) => o.id));
  const known = [...account, ...anonymous.filter((o) => !inAccount.has(o.id))];
  const results = useQueries({
    queries: known.map((o) => orderByHashQueryOptions(o.hash)),
  });

  const listed: ListedOrder[] = known.map((order, i) => {
    const result = results[i];
    const detail = result?.data ?? null;
    const entry =
      detail === null
        ? null
        : {
            id: detail.id,
            status: detail.status,
            deliveryType: detail.deliveryType,
            date: orderDateKey(detail.dateTime) ?? '',
          };
    // a card waits for its first answer; offline without a copy it shows what is known
    const loading = result === undefined || (result.isPending && result.fetchStatus === 'fetching');
    return { id: order.id, entry, order, detail, loading };
  });
  const groups = orderListMerge(
    {
      account: listed.slice(0, account.length),
      device: listed.slice(account.length),
      queued: outbox.map((entry) => ({
        entry,
        orderId: entry.answer?.orderId ?? null,
        createdAt: entry.createdAt,
      })),
    },
    today,
  );
  const { current, past } = groups;
  const queued = groups.queued.map((q) => q.entry);
  const cached = listed.some((o) => o.detail !== null);
  // issue 19: the app badge counts the orders in progress once every order has been read
  useAppBadge(listed.every((o) => o.entry !== null) ? current.length : null);

  if (known.length === 0 && queued.length === 0) {
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
      {queued.length > 0 ? (
        <OrdersGroup title="Pendientes de envío" id="orders-outbox">
          {queued.map((entry) => (
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
