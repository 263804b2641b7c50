import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import {
  birthdayCheck,
  birthdayReceived,
  birthdayShown,
  birthdayToSend,
  calendarDateParse,
} from './birthday.ts';

describe('birthdayCheck (§5.1: a valid date, age at least 16, empty accepted)', () => {
  const today = '2026-11-26';
  it('accepts an empty birthday', () => expect(birthdayCheck('', today)).toBeNull());
  it('accepts the 16th birthday itself', () =>
    expect(birthdayCheck('2010-11-26', today)).toBeNull());
  it('refuses the day before the 16th birthday', () =>
    expect(birthdayCheck('2010-11-27', today)).toBe(ACCOUNT_MESSAGES.birthday));
  it('refuses a date that does not exist', () => {
    expect(birthdayCheck('1990-02-30', today)).toBe(ACCOUNT_MESSAGES.birthday);
    expect(birthdayCheck('1990-13-01', today)).toBe(ACCOUNT_MESSAGES.birthday);
    expect(birthdayCheck('26/11/1990', today)).toBe(ACCOUNT_MESSAGES.birthday);
  });
  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(birthdayCheck('2008-02-29', '2024-02-28')).toBe(ACCOUNT_MESSAGES.birthday);
    expect(birthdayCheck('2008-02-29', '2024-02-29')).toBeNull();
    expect(birthdayCheck('2009-02-28', '2025-02-28')).toBeNull();
  });
  it('refuses a date in the future', () =>
    expect(birthdayCheck('2030-01-01', today)).toBe(ACCOUNT_MESSAGES.birthday));
});

describe('birthdayToSend (§5.1: defaults to today when missing)', () => {
  it('sends today for an empty birthday and the date otherwise', () => {
    expect(birthdayToSend(' ', '2026-11-26')).toBe('2026-11-26');
    expect(birthdayToSend('1990-05-01', '2026-11-26')).toBe('1990-05-01');
  });
  it('parses only real days', () => {
    expect(calendarDateParse('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(calendarDateParse('2023-02-29')).toBeNull();
  });
});

describe('birthdayShown (§5.1: the default of a missing birthday shows empty)', () => {
  it('shows a birth date that passes the age rule as stored', () =>
    expect(birthdayShown('1990-05-01', '2026-11-26')).toBe('1990-05-01'));
  it('shows the day-of-save default (or any date refused by the age rule) empty', () => {
    expect(birthdayShown('2026-11-20', '2026-11-26')).toBe('');
    expect(birthdayShown('', '2026-11-26')).toBe('');
    expect(birthdayShown('nada', '2026-11-26')).toBe('');
  });
});

describe('birthdayReceived (§5.1, the server side of birthdayToSend)', () => {
  it("reads today's date and an empty one as left empty", () => {
    expect(birthdayReceived('2026-11-23', '2026-11-23')).toBe('');
    expect(birthdayReceived(' ', '2026-11-23')).toBe('');
    expect(birthdayReceived(birthdayToSend('', '2026-11-23'), '2026-11-23')).toBe('');
  });
  it('keeps a real birthday', () => {
    expect(birthdayReceived(' 1990-05-04 ', '2026-11-23')).toBe('1990-05-04');
  });
});
