import type { TimedMessage } from './menu-data';
import { serverTimeFormatTime, serverWeekday, weekdayMondayIndex } from './server-time';
import { textHash } from './text-hash';

/** §4.10 choice: at most this many timed messages on a screen at once, the first in chain order. */
export const TIMED_MESSAGES_MAX = 2;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * §3.8 / §4.10 whether a message's window holds at a server instant, on El Salvador wall
 * time: HORA_INICIO ≤ now ≤ HORA_FIN, the end minute included whole ('10:59' holds at
 * 10:59:30, '23:59' until midnight). An end before the start crosses midnight; its part
 * after midnight belongs to the day it started, whose DIAS flag (Monday..Sunday) decides.
 * Malformed DIAS (not 7 flags) or hours never hold (the seed and the app's reading of
 * data/getData already refuse them).
 */
export function timedMessageHolds(message: TimedMessage, now: number): boolean {
  // 'HH:mm' texts compare as the times they name
  const time = serverTimeFormatTime(now);
  const day = weekdayMondayIndex(serverWeekday(now));
  const { start, end, weekdays } = message;
  const on = (index: number) => weekdays.length === 7 && weekdays[(index + 7) % 7] === true;
  if (!HHMM.test(start) || !HHMM.test(end)) return false;
  return start <= end
    ? on(day) && start <= time && time <= end
    : (on(day) && time >= start) || (on(day - 1) && time <= end);
}

/**
 * §3.8 a message's identity for dismissal: a stable hash of TIPO, DIAS, hours and text, so an
 * edited message is a new one (FNV-1a, 32 bits, base 36).
 */
export function timedMessageId(message: TimedMessage): string {
  const key = [message.type, message.weekdays.join(), message.start, message.end, message.text];
  return textHash(key.join('\n'));
}

/**
 * §3.8 / §4.10 the messages a screen shows now (TIPO `screen`, or `screen`_USER for a
 * logged-in customer) whose window holds and that were not dismissed, at most
 * TIMED_MESSAGES_MAX in chain order.
 */
export function timedMessagesShown(
  messages: readonly TimedMessage[],
  screen: string,
  now: number,
  loggedIn: boolean,
  dismissed: readonly string[],
): TimedMessage[] {
  return messages
    .filter(
      (m) =>
        (m.type === screen || (loggedIn && m.type === `${screen}_USER`)) &&
        timedMessageHolds(m, now) &&
        !dismissed.includes(timedMessageId(m)),
    )
    .slice(0, TIMED_MESSAGES_MAX);
}

/** What 'timed-messages' keeps: the server date of the dismissals and their ids. */
export interface TimedMessagesDismissed {
  date: string;
  ids: string[];
}

/**
 * §4.10 the ids dismissed on server date `today` from what was stored (anything, read
 * defensively): another day's, or anything malformed, dismisses nothing.
 */
export function timedMessagesDismissedOn(stored: unknown, today: string): string[] {
  const record = stored as Partial<TimedMessagesDismissed> | null;
  // ids that are not text match no message: they need no filtering
  return record?.date === today && Array.isArray(record.ids) ? record.ids : [];
}
