import { describe, expect, test } from 'vitest';
import { fixtureChain } from '../test/harness.ts';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { itemHoursRows } from './item-hours.ts';

const base = fixtureChain();
const index = cartIndexBuild({
  ...base,
  horarios: [
    ...base.horarios,
    { I: 101, HD: '07:00', HH: '11:00' },
    { I: 101, HD: '17:00', HH: '20:00' },
    { I: 103, HD: '22:00', HH: '02:00' },
  ],
});

describe('itemHoursRows (§5.3, data/checkHr)', () => {
  test('every window of the asked items, each judged at the time', () => {
    expect(itemHoursRows(index, [101], '18:30')).toEqual([
      { I: 101, HD: '07:00', HH: '11:00', is: 'N' },
      { I: 101, HD: '17:00', HH: '20:00', is: 'S' },
    ]);
  });

  test('a window crossing midnight; the end minute is outside', () => {
    expect(itemHoursRows(index, [103], '01:59')[0]?.is).toBe('S');
    expect(itemHoursRows(index, [103], '02:00')[0]?.is).toBe('N');
    expect(itemHoursRows(index, [103], '22:00')[0]?.is).toBe('S');
  });

  test('asked order, each id once; ids without hours give no rows', () => {
    expect(itemHoursRows(index, [102, 999, 102, 103], '12:00').map((r) => r.I)).toEqual([102, 103]);
    expect(itemHoursRows(index, [], '12:00')).toEqual([]);
  });
});
