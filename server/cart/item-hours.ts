import { cartHoursContain } from '../../src/domain/cart/cart-validity-checks.ts';
import type { CartIndex } from '../chain/cart-index.ts';

/**
 * data/checkHr row (§3.3 schedule rows I, HD, HH, is): a window in which menu id I may be
 * ordered, and `is` 'S' when the asked time falls inside it, else 'N'.
 */
export interface HoursRow {
  I: number;
  HD: string;
  HH: string;
  is: 'S' | 'N';
}

/**
 * §5.3 / §5.5 the hours of the asked menu ids that have any, in the order asked (each id
 * once), each row judged at `time` ('HH:mm', the future order's hour or the server's now).
 */
export function itemHoursRows(index: CartIndex, ids: readonly number[], time: string): HoursRow[] {
  return [...new Set(ids)].flatMap((id) =>
    (index.schedules.get(id) ?? []).map((row) => ({
      I: id,
      HD: row.HD,
      HH: row.HH,
      is: cartHoursContain(time, { opening: row.HD, closing: row.HH })
        ? ('S' as const)
        : ('N' as const),
    })),
  );
}
