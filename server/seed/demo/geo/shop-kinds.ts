/** What a shop's kind gives it: its opening hours, search words and ordering options. */
import type { Kind, ShopRow } from './shops.ts';

const week = (ha: string, hc: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((DIA) => ({ DIA, HA: ha, HC: hc }));

export function hoursFor(kind: Kind) {
  switch (kind) {
    case 'foodcourt':
      return [...week('10:00', '20:00', [0]), ...week('10:00', '21:00', [1, 2, 3, 4, 5, 6])];
    case 'autoservicio':
      return [...week('07:00', '22:00', [0, 1, 2, 3, 4]), ...week('07:00', '23:00', [5, 6])];
    case '24h':
      return week('06:00', '23:59');
    case 'sin-domingo':
      return week('07:00', '21:00', [1, 2, 3, 4, 5, 6]);
    case 'aeropuerto':
      return week('04:30', '21:30');
    case 'restaurante':
      return [...week('08:00', '21:00', [0]), ...week('07:00', '22:00', [1, 2, 3, 4, 5, 6])];
  }
}

export function searchWords(s: ShopRow): string {
  const w: string[] = [];
  if (s.kind === 'foodcourt') w.push('Food court', 'Centro comercial');
  else if (s.kind === 'aeropuerto') w.push('Kiosco', 'Aeropuerto');
  else w.push('Restaurante');
  if (s.kind === 'autoservicio' || s.kind === '24h') w.push('Autoservicio');
  if (s.kind === '24h') w.push('24 horas', 'Nocturno');
  if (s.delivery > 0) w.push('Delivery');
  if (s.kind !== 'foodcourt' && s.kind !== 'aeropuerto') w.push('Parqueo');
  return w.join(', ');
}

export function optionsFor(s: ShopRow): ('AUTOSERVICIO' | 'PARQUEO' | 'MOSTRADOR')[] {
  if (s.kind === 'foodcourt' || s.kind === 'aeropuerto') return ['MOSTRADOR'];
  if (s.kind === 'autoservicio' || s.kind === '24h')
    return ['AUTOSERVICIO', 'PARQUEO', 'MOSTRADOR'];
  return ['PARQUEO', 'MOSTRADOR'];
}
