import { useAppBadge } from '../../api/push/use-app-badge';
import { usePageTitle } from '../../ui/use-page-title';
import { OrderCard } from './order-card';
import { OrdersEmpty } from './orders-empty';
import { OrdersGroup } from './orders-group';
import { OutboxCard } from './outbox-card';
import { OrderCardSkeleton } from './orders-skeletons';
import { useOnline } from '../../api/use-online';
import { useLoggedIn } from '../../api/use-logged-in';
import { OrdersGuestInvite } from './orders-guest-invite';
import { OrdersLoading } from './orders-skeletons';
import { useOrdersList } from './use-orders-list';
import './orders.css';

/**
 * §2.1 / §4.4 / §6 'Mis pedidos': a logged-in customer's orders from every device merged
 * with the orders placed on this device (a guest's anonymous list) and the queued ones:
 * the queued on top, then those in progress, then the rest, each group newest first. A
 * guest sees this device's orders with an invitation to log in (issue 34); the account's
 * list read for the first time shows as loading, never as 'no orders'.
 */
export function OrdersPage() {
  usePageTitle('Mis pedidos');
  const { loading, known, listed, current, past, queued } = useOrdersList();
  const online = useOnline();
  const loggedIn = useLoggedIn();
  const cached = listed.some((o) => o.detail !== null);
  // issue 19: the app badge counts the orders in progress once every order has been read
  useAppBadge(listed.every((o) => o.entry !== null) ? current.length : null);

  if (known.length === 0 && queued.length === 0) {
    return loading ? <OrdersLoading /> : <OrdersEmpty guest={!loggedIn} />;
  }

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">Mis pedidos</h1>
      {loggedIn ? null : <OrdersGuestInvite />}
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
