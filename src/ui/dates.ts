import dayjs from 'dayjs';
import 'dayjs/locale/es';
import utc from 'dayjs/plugin/utc';
import { futureOrderDistance } from '../domain/schedule/future-order-relative';
import { SERVER_OFFSET_MS } from '../domain/server-time';

/**
 * Dates and times as customers read them (decision 024): dayjs in Spanish, always on El
 * Salvador's wall clock. The instant is shifted by the chain's fixed offset and read in UTC,
 * so the device's own zone (or its daylight saving) never moves a time. What the times are
 * (schedules, the server's clock, validity) is computed in src/domain (decision 006).
 */

dayjs.extend(utc);

const inElSalvador = (at: number) => dayjs.utc(at + SERVER_OFFSET_MS).locale('es');

/** §1 'dd/MM/yyyy': '28/11/2026'. */
export function dateText(at: number): string {
  return inElSalvador(at).format('DD/MM/YYYY');
}

/** §9 'dd/MM/yyyy HH:mm': '28/11/2026 19:30'. */
export function dateTimeText(at: number): string {
  return inElSalvador(at).format('DD/MM/YYYY HH:mm');
}

/** §9 future-order time 'hh:mm am/pm': '07:30 pm', '12:00 am'. */
export function time12hText(at: number): string {
  return inElSalvador(at).format('hh:mm a');
}

/** §2.9 a day in words: 'jueves 31 de diciembre de 2026'. */
export function dateWordsText(at: number): string {
  return inElSalvador(at).format('dddd D [de] MMMM [de] YYYY');
}

/** §9 a day by its short weekday and date: 'sáb. 28/11'. */
export function dayShortText(at: number): string {
  return inElSalvador(at).format('ddd DD/MM');
}

/** §5.5 a day the future-order picker offers, `daysAhead` of today: 'Hoy', 'Mañana', 'sáb. 28/11'. */
export function futureOrderDayText(start: number, daysAhead: number): string {
  if (daysAhead === 0) return 'Hoy';
  if (daysAhead === 1) return 'Mañana';
  return dayShortText(start);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * §4.10 / §9 the chip's 'Aprox. {relative}': 'en 45 minutos', 'en 3 horas', 'mañana a las
 * 07:30 pm', 'el sáb. 28/11 a las 10:00 am' ('a la 01:15 pm' for one o'clock), 'ahora'.
 */
export function futureOrderRelativeText(at: number, now: number): string {
  const distance = futureOrderDistance(at, now);
  switch (distance.unit) {
    case 'now':
      return 'ahora';
    case 'minutes':
      return `en ${plural(distance.count, 'minuto', 'minutos')}`;
    case 'hours':
      return `en ${plural(distance.count, 'hora', 'horas')}`;
    case 'days': {
      const time = time12hText(at);
      const atTime = `${time.startsWith('01:') ? 'a la' : 'a las'} ${time}`;
      return distance.count === 1 ? `mañana ${atTime}` : `el ${dayShortText(at)} ${atTime}`;
    }
  }
}
