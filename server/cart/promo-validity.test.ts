import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chainDateKey } from './chain-date.ts';
import { promotionValidAt } from './promo-validity.ts';

// El Salvador is UTC-6: a local wall-clock instant as epoch ms
const sv = (local: string) => new Date(`${local}-06:00`).getTime();
const EVERY_DAY = '1,1,1,1,1,1,1';

describe('chainDateKey', () => {
  test('orders real dd/MM/yyyy dates and refuses the rest', () => {
    expect(chainDateKey('31/12/2027')).toBe(20271231);
    expect(chainDateKey('01/01/2028')! > chainDateKey('31/12/2027')!).toBe(true);
    for (const bad of ['31/02/2027', '2027-12-31', '1/1/2027', '00/01/2027', ''])
      expect(chainDateKey(bad), bad).toBeNull();
  });
});

describe('promotionValidAt (§5.4, data/checkPr)', () => {
  test('valid through the last day in El Salvador time, inclusive', () => {
    expect(promotionValidAt('31/12/2027', EVERY_DAY, sv('2027-12-31T23:59:59'))).toBe(true);
    expect(promotionValidAt('31/12/2027', EVERY_DAY, sv('2028-01-01T00:00:00'))).toBe(false);
    // 2028-01-01T03:00Z is still 31 December in El Salvador
    expect(promotionValidAt('31/12/2027', EVERY_DAY, Date.parse('2028-01-01T03:00:00Z'))).toBe(
      true,
    );
  });

  test('only on the enabled weekdays, Monday first', () => {
    const mondayWednesday = '1,0,1,0,0,0,0';
    expect(promotionValidAt('31/12/2027', mondayWednesday, sv('2026-11-23T10:00:00'))).toBe(true);
    expect(promotionValidAt('31/12/2027', mondayWednesday, sv('2026-11-24T10:00:00'))).toBe(false);
    expect(promotionValidAt('31/12/2027', mondayWednesday, sv('2026-11-25T10:00:00'))).toBe(true);
    expect(promotionValidAt('31/12/2027', '0,0,0,0,0,0,1', sv('2026-11-29T10:00:00'))).toBe(true);
  });

  test('a date that does not exist is never valid; bad or missing weekdays mean every day', () => {
    expect(promotionValidAt('31/02/2027', EVERY_DAY, sv('2026-11-23T10:00:00'))).toBe(false);
    expect(promotionValidAt('31/12/2027', null, sv('2026-11-24T10:00:00'))).toBe(true);
    expect(promotionValidAt('31/12/2027', 'lunes', sv('2026-11-24T10:00:00'))).toBe(true);
  });

  test('property: with every day enabled, valid exactly until the end of FECHA_HASTA', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: day - 1 }),
        (days, ms) => {
          const until = sv('2026-01-01T00:00:00') + days * day;
          const label = new Date(until - 6 * 3_600_000).toISOString().slice(0, 10);
          const [y, m, d] = label.split('-');
          const fecha = `${d}/${m}/${y}`;
          return (
            promotionValidAt(fecha, EVERY_DAY, until + ms) &&
            !promotionValidAt(fecha, EVERY_DAY, until + day + ms)
          );
        },
      ),
    );
  });
});
