import { futureOrderStatus } from './future-order-lead';

/** §5.5 the future order as the cart keeps it: its instant and whether it was flagged invalid. */
export interface FutureOrderChoice {
  at: number;
  invalid: boolean;
}

/**
 * §5.5 the instant schedule checks send: the future order's, only when one is set, not
 * flagged invalid and not too soon or past; null means send 'n' (check against now).
 */
export function futureOrderCheckMoment(
  future: FutureOrderChoice | null,
  now: number,
  leadMinutes: number,
): number | null {
  if (!future || future.invalid) return null;
  return futureOrderStatus(future.at, now, leadMinutes) === 'ok' ? future.at : null;
}
