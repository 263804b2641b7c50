import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import type { OrderId } from '../../domain/order/order-id';
import { serverNow } from '../../domain/server-time';
import { orderPlaced } from './order-placed';

/**
 * §4.3 / §8.1 where the payment step leads: step 2 once the card page says paid, the cart
 * (its blocks read again) or the orders from a save answer's dialog.
 */
export function usePaymentExits(
  order: { orderId: OrderId | null; hash: string | null },
  closeDialog: () => void,
) {
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const paid = () => {
    if (order.orderId === null || order.hash === null) return;
    orderPlaced(
      { id: order.orderId, hash: order.hash },
      serverNow(time.offsetMs, Date.now()),
      true,
    );
  };
  const toCart = () => {
    closeDialog();
    // the cart shows the blocks of the place again
    void queryClient.invalidateQueries({ queryKey: ['cart', 'blocks'] });
    void navigate({ to: '/cart' });
  };
  const toOrders = () => {
    closeDialog();
    void navigate({ to: '/orders' });
  };
  return { paid, toCart, toOrders };
}
