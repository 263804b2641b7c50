import { scheduleTime12h, type ScheduleHours } from './schedule-hours';
import type { ScheduleOpeningOutcome } from './schedule-opening-check';

/** §4.4 what an opening-check message may mention. */
export interface ScheduleOpeningMessageContext {
  /** today's hours (scheduleHoursOn at now), shown when the store has not opened yet */
  hours: ScheduleHours | null;
  leadMinutes: number;
}

/** §4.4 / §9 the customer's message for a failed opening-time check, hours as hh:mm am/pm. */
export function scheduleOpeningMessage(
  outcome: Exclude<ScheduleOpeningOutcome, 'ok'>,
  context: ScheduleOpeningMessageContext,
): string {
  switch (outcome) {
    case 'notFutureHour':
      return 'La hora elegida ya pasó';
    case 'minimumTimeInvalid': {
      const unit = context.leadMinutes === 1 ? 'minuto' : 'minutos';
      return `Elige una hora al menos ${context.leadMinutes} ${unit} después de la hora actual`;
    }
    case 'unopenedStore': {
      const { hours } = context;
      if (!hours) return 'Aún no abrimos';
      const window = `${scheduleTime12h(hours.opening)} - ${scheduleTime12h(hours.closing)}`;
      return `Aún no abrimos: horario de atención ${window}`;
    }
    case 'shopClosed':
      return 'La tienda está cerrada en este momento';
    case 'minimumTimeOpening':
      return 'La hora elegida está fuera del horario de la tienda';
  }
}
