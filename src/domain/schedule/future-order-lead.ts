import type { MenuParameters } from '../menu-data';
import { SCHEDULE_MINUTE_MS } from './future-order-moment';

/** §9 future-order minimum lead when the menu parameters give none. */
export const FUTURE_ORDER_MIN_LEAD_DEFAULT = 45;

/** §5.5 how a chosen future instant compares with the server time. */
export type FutureOrderStatus = 'ok' | 'tooSoon' | 'past';

/** §5.5 / §9 the minimum lead in minutes: the menu's 'min future hour' when above 0, else 45. */
export function futureOrderLeadMinutes(
  parameters: Pick<MenuParameters, 'minFutureMinutes'>,
): number {
  const minutes = parameters.minFutureMinutes;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : FUTURE_ORDER_MIN_LEAD_DEFAULT;
}

/**
 * §4.3 / §5.5 'past' when `at` is not after the server time, 'tooSoon' when it is less than
 * the lead ahead (exactly the lead is fine), else 'ok'.
 */
export function futureOrderStatus(at: number, now: number, leadMinutes: number): FutureOrderStatus {
  if (at <= now) return 'past';
  return at - now < leadMinutes * SCHEDULE_MINUTE_MS ? 'tooSoon' : 'ok';
}
