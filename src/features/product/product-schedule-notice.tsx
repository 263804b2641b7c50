import { useQuery } from '@tanstack/react-query';
import { itemHoursQueryOptions } from '../../api/cart/item-hours';
import { useServerNowSuspense } from '../../api/menu/use-server-now';
import { cartScheduleAllows } from '../../domain/cart/cart-validity-checks';
import type { MenuProduct } from '../../domain/menu';
import type { ItemSchedule } from '../../domain/menu-data';

/** §8.2 the schedule restriction, word for word. */
export const SCHEDULE_RESTRICTED_MESSAGE = 'Productos restringidos por horario';

/**
 * §5.3 / §7 data/checkHr for the menu: a product outside its hours (or its days) says so on
 * its page, with its windows. It can still go in the bag, for a future order; the cart
 * flags it until then.
 */
export function ProductScheduleNotice({
  product,
  schedules,
}: {
  product: MenuProduct;
  /** §3.3 horarios of the menu, until data/checkHr answers */
  schedules: readonly ItemSchedule[];
}) {
  const now = useServerNowSuspense();
  const hours = useQuery(itemHoursQueryOptions({ menuIds: [product.id], futureOrderAt: null }));
  const rows = hours.data ?? schedules;
  const item = { menuId: product.id, weekdays: product.weekdays };
  if (cartScheduleAllows(item, rows, now)) return null;
  const windows = rows.filter((row) => row.menuId === product.id);
  return (
    <p className="product-detail__schedule" role="status">
      <strong>{SCHEDULE_RESTRICTED_MESSAGE}</strong>
      {windows.length > 0
        ? `: disponible de ${windows.map((w) => `${w.from} a ${w.to}`).join(' y de ')}.`
        : '.'}
    </p>
  );
}
