import type { ShopHours } from '../../domain/catalogs';
import type { ScheduleHours } from '../../domain/schedule/schedule-hours';
import { scheduleHoursOn } from '../../domain/schedule/schedule-hours';
import { scheduleOpeningCheck } from '../../domain/schedule/schedule-opening-check';
import { scheduleOpeningMessage } from '../../domain/schedule/schedule-opening-message';

interface FutureOrderNoticeInput {
  now: number;
  /** the future order's instant; null: as soon as possible */
  at: number | null;
  shopHours: readonly ShopHours[];
  chain: ScheduleHours;
  leadMinutes: number;
}

/** §4.4 why the order cannot be served as chosen (now, or at the future time); null if it can. */
export function futureOrderNotice(input: FutureOrderNoticeInput): string | null {
  const { now, shopHours, chain, leadMinutes } = input;
  const outcome = scheduleOpeningCheck({
    now,
    futureOrderAt: input.at,
    shopHours,
    chainHours: chain,
    minLeadMinutes: leadMinutes,
  });
  return outcome === 'ok'
    ? null
    : scheduleOpeningMessage(outcome, {
        hours: scheduleHoursOn(shopHours, chain, now),
        leadMinutes,
      });
}
