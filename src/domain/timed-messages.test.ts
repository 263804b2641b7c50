import { describe, expect, it } from 'vitest';
import type { TimedMessage } from './menu-data';
import {
  TIMED_MESSAGES_MAX,
  timedMessageHolds,
  timedMessageId,
  timedMessagesDismissedOn,
  timedMessagesShown,
} from './timed-messages';

/** A local time in El Salvador (UTC-6 all year) as epoch ms. */
const sv = (local: string) => Date.parse(`${local}-06:00`);

/** 'Monday 23 November 2026'… 'Sunday 29 November 2026'. */
const MONDAY = '2026-11-23';
const SUNDAY = '2026-11-29';

const flags = (days: string) => days.split(',').map((f) => f === '1');

function message(over: Partial<TimedMessage> = {}): TimedMessage {
  return {
    type: 'HOME',
    weekdays: flags('1,1,1,1,1,1,1'),
    start: '11:00',
    end: '20:00',
    text: 'Hoy es día de Segundo Combo Clásico a $2.99. ¡Invita a alguien!',
    ...over,
  };
}

describe('timedMessageHolds: the window on El Salvador wall time', () => {
  const breakfast = message({ start: '07:00', end: '10:59' });

  it('holds from the start minute to the end minute included', () => {
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T06:59:59`))).toBe(false);
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T07:00:00`))).toBe(true);
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T10:59:00`))).toBe(true);
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T10:59:30`))).toBe(true);
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T10:59:59.999`))).toBe(true);
    expect(timedMessageHolds(breakfast, sv(`${MONDAY}T11:00:00`))).toBe(false);
  });

  it("an end of '23:59' holds until midnight", () => {
    const late = message({ start: '22:00', end: '23:59' });
    expect(timedMessageHolds(late, sv(`${MONDAY}T23:59:59.999`))).toBe(true);
    expect(timedMessageHolds(late, sv('2026-11-24T00:00:00'))).toBe(false);
    const allDay = message({ start: '00:00', end: '23:59' });
    expect(timedMessageHolds(allDay, sv(`${MONDAY}T00:00:00`))).toBe(true);
    expect(timedMessageHolds(allDay, sv(`${MONDAY}T23:59:30`))).toBe(true);
  });

  it('reads the day on server time, not UTC: Monday 23:30 in El Salvador is Tuesday in UTC', () => {
    const mondayOnly = message({ weekdays: flags('1,0,0,0,0,0,0'), start: '00:00', end: '23:59' });
    expect(timedMessageHolds(mondayOnly, sv(`${MONDAY}T23:30:00`))).toBe(true);
    expect(timedMessageHolds(mondayOnly, sv('2026-11-24T00:30:00'))).toBe(false);
    expect(timedMessageHolds(mondayOnly, sv('2026-11-22T23:30:00'))).toBe(false);
  });

  it('Sunday is the last flag (index 6)', () => {
    const sundayOnly = message({ weekdays: flags('0,0,0,0,0,0,1') });
    expect(timedMessageHolds(sundayOnly, sv(`${SUNDAY}T12:00:00`))).toBe(true);
    expect(timedMessageHolds(sundayOnly, sv('2026-11-28T12:00:00'))).toBe(false);
    expect(timedMessageHolds(sundayOnly, sv('2026-11-30T12:00:00'))).toBe(false);
    const notSunday = message({ weekdays: flags('1,1,1,1,1,1,0') });
    expect(timedMessageHolds(notSunday, sv(`${SUNDAY}T12:00:00`))).toBe(false);
  });

  it('a window ending before it starts crosses midnight, on the flag of the day it started', () => {
    // Sunday night 22:00 to Monday 02:00: only Sunday's flag is on
    const night = message({ weekdays: flags('0,0,0,0,0,0,1'), start: '22:00', end: '02:00' });
    expect(timedMessageHolds(night, sv(`${SUNDAY}T21:59:00`))).toBe(false);
    expect(timedMessageHolds(night, sv(`${SUNDAY}T22:00:00`))).toBe(true);
    expect(timedMessageHolds(night, sv(`${SUNDAY}T23:59:59`))).toBe(true);
    expect(timedMessageHolds(night, sv('2026-11-30T00:00:00'))).toBe(true);
    expect(timedMessageHolds(night, sv('2026-11-30T02:00:59'))).toBe(true);
    expect(timedMessageHolds(night, sv('2026-11-30T02:01:00'))).toBe(false);
    // Monday 22:00 is Monday's own window, whose flag is off
    expect(timedMessageHolds(night, sv('2026-11-30T22:30:00'))).toBe(false);
    // Sunday 01:00 belongs to Saturday's window (off)
    expect(timedMessageHolds(night, sv(`${SUNDAY}T01:00:00`))).toBe(false);
  });

  it('a one-minute window (start = end) holds for that minute only', () => {
    const minute = message({ start: '12:00', end: '12:00' });
    expect(timedMessageHolds(minute, sv(`${MONDAY}T12:00:45`))).toBe(true);
    expect(timedMessageHolds(minute, sv(`${MONDAY}T12:01:00`))).toBe(false);
  });

  it('malformed days or hours never hold', () => {
    const at = sv(`${MONDAY}T12:00:00`);
    expect(timedMessageHolds(message({ weekdays: [] }), at)).toBe(false);
    expect(timedMessageHolds(message({ weekdays: flags('1,1,1,1,1,1') }), at)).toBe(false);
    expect(timedMessageHolds(message({ start: '7:00' }), at)).toBe(false);
    expect(timedMessageHolds(message({ end: '24:00' }), at)).toBe(false);
    expect(timedMessageHolds(message({ end: '' }), at)).toBe(false);
    expect(timedMessageHolds(message({ start: '11:60' }), at)).toBe(false);
  });
});

describe('timedMessageId', () => {
  it('is stable and changes with any of TIPO, DIAS, hours or text', () => {
    const base = message();
    expect(timedMessageId(base)).toBe(timedMessageId(message()));
    const changed = [
      message({ type: 'HOME_USER' }),
      message({ weekdays: flags('1,1,1,1,1,1,0') }),
      message({ start: '11:01' }),
      message({ end: '20:01' }),
      message({ text: `${base.text} ` }),
    ].map(timedMessageId);
    expect(new Set([timedMessageId(base), ...changed]).size).toBe(6);
    expect(timedMessageId(base)).toMatch(/^[0-9a-z]{1,7}$/);
  });
});

describe('timedMessagesShown', () => {
  const noon = sv(`${MONDAY}T12:00:00`);
  const home = message({ text: 'Para todos' });
  const user = message({ type: 'HOME_USER', text: 'Solo clientes' });
  const other = message({ type: 'CART', text: 'En la bolsa' });
  const closed = message({ start: '07:00', end: '10:59', text: 'Desayunos' });

  it('shows the screen type to everyone and _USER only to logged-in customers', () => {
    const all = [home, user, other, closed];
    expect(timedMessagesShown(all, 'HOME', noon, false, [])).toEqual([home]);
    expect(timedMessagesShown(all, 'HOME', noon, true, [])).toEqual([home, user]);
    expect(timedMessagesShown(all, 'CART', noon, false, [])).toEqual([other]);
  });

  it('leaves out the dismissed ones and shows at most two, in chain order', () => {
    const third = message({ text: 'Tercero' });
    const all = [home, user, third];
    expect(TIMED_MESSAGES_MAX).toBe(2);
    expect(timedMessagesShown(all, 'HOME', noon, true, [])).toEqual([home, user]);
    expect(timedMessagesShown(all, 'HOME', noon, true, [timedMessageId(home)])).toEqual([
      user,
      third,
    ]);
  });

  it('an edited message shows again after the old one was dismissed', () => {
    const dismissed = [timedMessageId(home)];
    const edited = { ...home, text: 'Para todos, editado' };
    expect(timedMessagesShown([edited], 'HOME', noon, false, dismissed)).toEqual([edited]);
  });

  it('nothing to show: an empty list', () => {
    expect(timedMessagesShown([], 'HOME', noon, true, [])).toEqual([]);
  });
});

describe('timedMessagesDismissedOn: a dismissal lasts the server date', () => {
  it("the same day's ids are dismissed; the next day's are not", () => {
    const stored = { date: '23/11/2026', ids: ['abc', 'def'] };
    expect(timedMessagesDismissedOn(stored, '23/11/2026')).toEqual(['abc', 'def']);
    expect(timedMessagesDismissedOn(stored, '24/11/2026')).toEqual([]);
  });

  it('anything malformed dismisses nothing', () => {
    const today = '23/11/2026';
    for (const stored of [null, undefined, 5, 'texto', [], { date: today }, { ids: ['a'] }]) {
      expect(timedMessagesDismissedOn(stored, today)).toEqual([]);
    }
    expect(timedMessagesDismissedOn({ date: today, ids: 'abc' }, today)).toEqual([]);
    // an id that is not text dismisses nothing
    const odd = timedMessagesDismissedOn({ date: today, ids: [3, null] }, today);
    expect(
      timedMessagesShown([message()], 'HOME', sv(`${MONDAY}T12:00:00`), false, odd),
    ).toHaveLength(1);
  });
});
