import { describe, expect, it } from 'vitest';
import type { Shop, ShopHours } from '../catalogs';
import { shopIdOf } from './shop-id';
import { shopsNearestOpen } from './shops-nearest-open';

const everyDay = (openingTime: string, closingTime: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((weekday): ShopHours => ({ shopId: null, weekday, openingTime, closingTime }));

function shop(id: number, latitude: number | null, hours: ShopHours[]): Shop {
  return {
    id: shopIdOf(id),
    code: `T${id}`,
    name: `Tienda ${id}`,
    description: '',
    regionCode: 'SS',
    cityCode: 'SSA',
    latitude,
    longitude: latitude === null ? null : -89.2,
    completeAddress: '',
    searchString: '',
    pickupOptions: [],
    hours,
  };
}

const chain = { opening: '07:00', closing: '22:00' };
const origin = { latitude: 13.7, longitude: -89.2 };
// Monday 2026-11-23 in El Salvador (UTC-6)
const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00-06:00`);

describe('shopsNearestOpen', () => {
  const near = shop(1, 13.71, everyDay('10:00', '20:00'));
  const middle = shop(2, 13.72, everyDay('06:00', '23:59'));
  const far = shop(3, 13.8, everyDay('20:00', '02:00'));
  const noPlace = shop(4, null, everyDay('00:00', '00:00'));
  const shops = [far, middle, near, noPlace];

  it('picks the nearest shop open now, with its distance', () => {
    const found = shopsNearestOpen(shops, origin, at('12:00'), chain);
    expect(found?.shop.id).toBe(1);
    expect(found?.distanceKm).toBeCloseTo(1.11, 1);
  });

  it('passes over a closed shop to the next open one', () => {
    expect(shopsNearestOpen(shops, origin, at('21:00'), chain)?.shop.id).toBe(2);
  });

  it('counts a window across midnight from the day before, and skips shops without a place', () => {
    // 01:00 on Monday: only the shop open 20:00-02:00 (Sunday's window) serves
    expect(shopsNearestOpen(shops, origin, at('01:00'), chain)?.shop.id).toBe(3);
  });

  it('answers null when no shop is open, or there are none', () => {
    const closedMonday = shop(5, 13.7, everyDay('07:00', '22:00', [0, 2, 3, 4, 5, 6]));
    expect(shopsNearestOpen([closedMonday], origin, at('12:00'), chain)).toBeNull();
    expect(shopsNearestOpen([], origin, at('12:00'), chain)).toBeNull();
  });

  it('uses the chain hours for a shop that lists none', () => {
    const chainHours = shop(6, 13.7, []);
    expect(shopsNearestOpen([chainHours], origin, at('12:00'), chain)?.shop.id).toBe(6);
    expect(shopsNearestOpen([chainHours], origin, at('23:00'), chain)).toBeNull();
  });
});
