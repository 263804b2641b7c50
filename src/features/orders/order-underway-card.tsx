import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { orderByHashQueryOptions, type OrderDetail } from '../../api/order/order-by-hash';
import { useSessionAccount } from '../../api/use-logged-in';
import { orderDateKey } from '../../domain/order/order-date';
import { orderIsUnderway } from '../../domain/order/order-list';
import { orderStatusIsFinal, orderStatusText } from '../../domain/order/order-status';
import { ordersStore, type RememberedOrder } from '../../stores/orders';
import { ordersAccountStore } from '../../stores/orders-account';
import { ReceiptIcon } from '../../ui/icons';
import { useServerToday } from './use-server-today';
import './order-underway.css';

/** Choice: the newest orders looked at; an order under way is one of the last few placed. */
const UNDERWAY_LOOKED_AT = 3;

/** The newest orders of this device and of the account logged in, once each. */
function newestOrders(
  device: readonly RememberedOrder[],
  account: readonly RememberedOrder[],
): RememberedOrder[] {
  const seen = new Set<number>();
  return [...device, ...account]
    .filter((o) => !seen.has(o.id) && Boolean(seen.add(o.id)))
    .sort((a, b) => b.id - a.id)
    .slice(0, UNDERWAY_LOOKED_AT);
}

/** The newest order under way among those read, or null. */
function underwayOf(details: readonly (OrderDetail | null | undefined)[], today: string) {
  return (
    details.find(
      (d): d is OrderDetail =>
        d !== null &&
        d !== undefined &&
        orderIsUnderway(
          {
            id: d.id,
            status: d.status,
            deliveryType: d.deliveryType,
            date: orderDateKey(d.dateTime) ?? '',
          },
          today,
        ),
    ) ?? null
  );
}

/**
 * Issue 34 home's 'Pedido en curso': one compact line with the newest order of this device
 * (or of the account logged in) not yet delivered, finished or canceled today, and its
 * status as the order's page reads it (refreshed while it can change), with the way to
 * follow it. Nothing once it is done. An order whose last known copy is final is not asked
 * for again.
 */
export default function OrderUnderwayCard() {
  const { anonymous } = useSnapshot(ordersStore);
  const kept = useSnapshot(ordersAccountStore);
  const account = useSessionAccount();
  const queryClient = useQueryClient();
  const today = useServerToday();
  const titleId = useId();
  const accountOrders = account !== null && kept.account === account ? kept.orders : [];
  const open = newestOrders(anonymous, accountOrders).filter((o) => {
    const known = queryClient.getQueryData(orderByHashQueryOptions(o.hash).queryKey);
    return known === undefined || (known !== null && !orderStatusIsFinal(known.status));
  });
  const results = useQueries({ queries: open.map((o) => orderByHashQueryOptions(o.hash)) });
  const order = underwayOf(
    results.map((r) => r.data),
    today,
  );
  if (order === null) return null;

  return (
    <section className="order-underway" aria-labelledby={titleId}>
      <ReceiptIcon className="order-underway__icon" />
      <p className="order-underway__text">
        <strong id={titleId}>Pedido en curso</strong>{' '}
        <span>
          #{order.id}: {orderStatusText(order.status)}
        </span>
      </p>
      <Link to="/orders/$id" params={{ id: order.hash }} className="order-underway__link">
        Seguir<span className="visually-hidden"> mi pedido</span>
      </Link>
    </section>
  );
}
