import { describe, expect, it } from 'vitest';
import type { ShopHours } from '../catalogs';
import { hhmmFormat12h } from '../clock-12h';
import { shopHoursToday, shopOpenText } from './shop-hours';
import { shopIdOf } from './shop-id';

const day = (weekday: number, openingTime: string, closingTime: string): ShopHours => ({
  shopId: shopIdOf(6),
  weekday,
  openingTime,
  closingTime,
});

// the demo 'sin-domingo' kind: closed on Sundays, a later opening on Saturdays
const mejicanos = {
  hours: [
    day(1, '07:00', '21:00'),
    day(2, '07:00', '21:00'),
    day(3, '07:00', '21:00'),
    day(4, '07:00', '21:00'),
    day(5, '07:00', '21:00'),
    day(6, '08:00', '22:00'),
  ],
};

// Sunday 22 November 2026, 15:04 in San Salvador
const SUNDAY = Date.UTC(2026, 10, 22, 21, 4);
// Saturday 21 November 2026, 23:30 in San Salvador = Sunday 05:30 UTC
const SATURDAY_NIGHT = Date.UTC(2026, 10, 22, 5, 30);
// Monday 23 November 2026, 00:10 in San Salvador
const MONDAY_MIDNIGHT = Date.UTC(2026, 10, 23, 6, 10);

describe('hhmmFormat12h (§2.11, §9)', () => {
  it('writes hh:mm am/pm', () => {
    expect(hhmmFormat12h('19:05')).toBe('07:05 pm');
    expect(hhmmFormat12h('07:00')).toBe('07:00 am');
    expect(hhmmFormat12h('22:00')).toBe('10:00 pm');
  });

  it('handles midnight, noon and the last minute', () => {
    expect(hhmmFormat12h('00:00')).toBe('12:00 am');
    expect(hhmmFormat12h('00:30')).toBe('12:30 am');
    expect(hhmmFormat12h('11:59')).toBe('11:59 am');
    expect(hhmmFormat12h('12:00')).toBe('12:00 pm');
    expect(hhmmFormat12h('12:45')).toBe('12:45 pm');
    expect(hhmmFormat12h('13:00')).toBe('01:00 pm');
    expect(hhmmFormat12h('23:59')).toBe('11:59 pm');
  });

  it('rejects what is not HH:mm', () => {
    expect(() => hhmmFormat12h('24:00')).toThrow(RangeError);
    expect(() => hhmmFormat12h('7:00')).toThrow(RangeError);
    expect(() => hhmmFormat12h('')).toThrow(RangeError);
  });
});

describe('shopHoursToday (§2.11)', () => {
  it("takes the El Salvador weekday of the server time, not UTC's", () => {
    // 23:30 on Saturday in San Salvador is already Sunday in UTC
    expect(shopHoursToday(mejicanos, SATURDAY_NIGHT)).toEqual({
      opening: '08:00',
      closing: '22:00',
    });
    expect(shopHoursToday(mejicanos, MONDAY_MIDNIGHT)).toEqual({
      opening: '07:00',
      closing: '21:00',
    });
  });

  it('is null on a day without hours', () => {
    expect(shopHoursToday(mejicanos, SUNDAY)).toBeNull();
    expect(shopHoursToday({ hours: [] }, SUNDAY)).toBeNull();
  });
});

describe('shopOpenText (§2.11)', () => {
  it("says 'Abierto de {opening} a {closing}' in 12-hour form", () => {
    expect(shopOpenText(mejicanos, MONDAY_MIDNIGHT)).toBe('Abierto de 07:00 am a 09:00 pm');
    expect(shopOpenText({ hours: [day(0, '06:00', '23:59')] }, SUNDAY)).toBe(
      'Abierto de 06:00 am a 11:59 pm',
    );
  });

  it('is null when the shop has no hours today', () => {
    expect(shopOpenText(mejicanos, SUNDAY)).toBeNull();
  });
});
