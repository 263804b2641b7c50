import type { ShopHours } from '../../../src/domain/catalogs.ts';
import { futureOrderCheckMoment } from '../../../src/domain/schedule/future-order-check-moment.ts';
import { futureOrderAtFrom } from '../../../src/domain/schedule/future-order-moment.ts';
import { scheduleHoursOn } from '../../../src/domain/schedule/schedule-hours.ts';
import { scheduleOpeningCheck } from '../../../src/domain/schedule/schedule-opening-check.ts';
import { scheduleOpeningMessage } from '../../../src/domain/schedule/schedule-opening-message.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';

/** §5.5 the future-order fields of the order data. */
export interface OrderFutureFields {
  fecha: string;
  hora: string;
  pedidoFuturo: 0 | 1;
  pedidoFuturoInvalido: 0 | 1;
}

const DDMMYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * §4.3 / §5.5 the instant of the order's future order, or null (as soon as possible): none is
 * asked (pedidoFuturo 0, fecha or hora 'n'), it is flagged invalid, future orders are
 * disabled, or it is past or closer than the minimum lead — such a future order is discarded.
 */
export function orderSaveFutureAt(
  data: OrderFutureFields,
  now: number,
  parameters: OrderSaveParameters,
): number | null {
  if (parameters.futureOrdersDisabled || data.pedidoFuturo !== 1) return null;
  const date = DDMMYYYY.exec(data.fecha.trim());
  if (!date) return null;
  let at: number;
  try {
    at = futureOrderAtFrom(`${date[3]}-${date[2]}-${date[1]}`, data.hora);
  } catch {
    return null;
  }
  const choice = { at, invalid: data.pedidoFuturoInvalido === 1 };
  return futureOrderCheckMoment(choice, now, parameters.futureLeadMinutes);
}

/**
 * §4.4 / §5.3 / §5.5 the shop can take the order: open now, or a future order at a time it is
 * open. Null when it can, else the opening check's Spanish message.
 */
export function orderSaveOpeningMessage(
  now: number,
  futureAt: number | null,
  shopHours: readonly ShopHours[],
  parameters: OrderSaveParameters,
): string | null {
  const { chainHours, futureLeadMinutes } = parameters;
  const outcome = scheduleOpeningCheck({
    now,
    futureOrderAt: futureAt,
    shopHours,
    chainHours,
    minLeadMinutes: futureLeadMinutes,
  });
  if (outcome === 'ok') return null;
  return scheduleOpeningMessage(outcome, {
    hours: scheduleHoursOn(shopHours, chainHours, now),
    leadMinutes: futureLeadMinutes,
  });
}
