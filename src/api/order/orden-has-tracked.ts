import type { OrderId } from '../../domain/order/order-id';
import { sessionIsLoggedIn } from '../session';
import { apiRequest } from '../request';

/**
 * §4.4 / §8.2 tracker/ordenHasTracked (guest, or the access token when logged in; owner
 * only): marks the order as followed in the tracker. True on '00'; false on any error,
 * silently.
 */
export async function ordenHasTracked(orderId: OrderId): Promise<boolean> {
  try {
    await apiRequest('tracker/ordenHasTracked', {
      body: { idord: orderId },
      guest: true,
      secure: sessionIsLoggedIn(),
      errorToast: false,
      background: true,
    });
    return true;
  } catch {
    return false;
  }
}
