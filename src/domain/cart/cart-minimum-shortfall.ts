import { centsSub, type Cents } from '../money';
import type { CartDeliveryKind } from './cart-validity-checks';

/**
 * §5.3 what a home-delivery cart lacks to reach the minimum amount (MONTO_MINIMO): the
 * minimum minus the total, in cents; 0 when it is reached, for pickup, and before a service is
 * chosen. The cart button says it ('Te faltan $0.02') instead of only turning grey (§4.7).
 */
export function cartMinimumShortfall(
  total: Cents,
  minimumOrder: Cents,
  kind: CartDeliveryKind,
): Cents {
  if (kind !== 'home' || total >= minimumOrder) return 0 as Cents;
  return centsSub(minimumOrder, total);
}
