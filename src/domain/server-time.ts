/** §9 the only zone for business rules (America/El_Salvador): UTC-6 all year, no daylight saving. */
/** §9 El Salvador's fixed offset from UTC; no daylight saving since 1988, so no zone data needed. */
export const SERVER_OFFSET_MS = -6 * 60 * 60 * 1000;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock fields in El Salvador; a plain Date shifted by the fixed offset, read in UTC. */
function inZone(epochMs: number) {
  const d = new Date(epochMs + SERVER_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: pad(d.getUTCMonth() + 1),
    day: pad(d.getUTCDate()),
    hour: d.getUTCHours(),
    minute: pad(d.getUTCMinutes()),
    second: pad(d.getUTCSeconds()),
    weekday: d.getUTCDay(),
  };
}

/** §3.3 data/getFechaHora `fecha` (ISO 8601 with offset) to epoch milliseconds. */
export function serverTimeParse(fecha: string): number {
  if (!ISO_WITH_OFFSET.test(fecha.trim())) throw new RangeError(`Fecha no válida: '${fecha}'`);
  // '-0600' → '-06:00': Date.parse only promises the ISO form with a colon
  const parsed = Date.parse(fecha.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(parsed)) throw new RangeError(`Fecha no válida: '${fecha}'`);
  return parsed;
}

/** §7 data/getFechaHora: how far the device clock is behind the server (ms to add to it). */
export function serverClockOffset(serverEpochMs: number, deviceEpochMs: number): number {
  return serverEpochMs - deviceEpochMs;
}

/** §7 / §5.5 the server's current instant from the device clock plus the offset. */
export function serverNow(offsetMs: number, deviceNow: number): number {
  return deviceNow + offsetMs;
}

/** §7 data/getFechaHora `fecha`: ISO 8601 with the El Salvador offset, '2026-11-22T15:04:05-06:00'. */
export function serverTimeFormatIso(epochMs: number): string {
  const t = inZone(epochMs);
  return `${t.year}-${t.month}-${t.day}T${pad(t.hour)}:${t.minute}:${t.second}-06:00`;
}

/** §1 dates dd/MM/yyyy in El Salvador time. */
export function serverTimeFormatDate(epochMs: number): string {
  const t = inZone(epochMs);
  return `${t.day}/${t.month}/${t.year}`;
}

/** §1 times HH:mm (24 h) in El Salvador time. */
export function serverTimeFormatTime(epochMs: number): string {
  const t = inZone(epochMs);
  return `${pad(t.hour)}:${t.minute}`;
}

/** §9 date-time format dd/MM/yyyy HH:mm in El Salvador time. */
export function serverTimeFormatDateTime(epochMs: number): string {
  return `${serverTimeFormatDate(epochMs)} ${serverTimeFormatTime(epochMs)}`;
}

/** §3.2 weekday in El Salvador time, 0 = Sunday .. 6 = Saturday (shop hours numday). */
export function serverWeekday(epochMs: number): number {
  return inZone(epochMs).weekday;
}

/** §3.3 weekday as an index into Monday..Sunday flags (SM, DIAS): 0 = Monday .. 6 = Sunday. */
export function weekdayMondayIndex(sundayBasedWeekday: number): number {
  return (sundayBasedWeekday + 6) % 7;
}

/** §5.3 'HH:mm' to minutes after midnight; throws on anything else. */
export function minutesOfDay(hhmm: string): number {
  const match = HHMM.exec(hhmm.trim());
  if (!match) throw new RangeError(`Formato de hora inválido: '${hhmm}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * §5.3 / §5.4 / §4.10 whether 'HH:mm' falls in [start, end). A window whose end is before its
 * start crosses midnight; an end of '23:59' includes that last minute; start = end is all day.
 */
export function isWithinHours(time: string, start: string, end: string): boolean {
  const t = minutesOfDay(time);
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === to) return true;
  const beforeEnd = to === 23 * 60 + 59 ? t <= to : t < to;
  return from < to ? t >= from && beforeEnd : t >= from || beforeEnd;
}
