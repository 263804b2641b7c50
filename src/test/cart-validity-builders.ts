/** Test builders for cart validity (only tests import this). */
import type { ShopHours } from '../domain/catalogs';
import type { Cart } from '../domain/cart/cart';
import type { CartValidityInput } from '../domain/cart/cart-validity';
import type { Cents } from '../domain/money';
import { shopIdOf } from '../domain/shops/shop-id';

/** Epoch ms of an El Salvador (UTC-6) wall-clock 'HH:mm' in November 2026; the 23rd is a Monday. */
export const svTime = (hhmm: string, day = 23): number =>
  Date.UTC(2026, 10, day, Number(hhmm.slice(0, 2)) + 6, Number(hhmm.slice(3, 5)));

/** A shop's hours for one weekday (0 = Sunday). */
export const shopHours = (
  weekday: number,
  openingTime: string,
  closingTime: string,
): ShopHours => ({
  shopId: shopIdOf(1),
  weekday,
  openingTime,
  closingTime,
});

/** A valid-by-default setting: home delivery to a covered address, Monday 12:00, $7.50 minimum, 25 items, 07:00-22:00. */
export const cartValidityInput = (
  cart: Cart,
  extra: Partial<CartValidityInput> = {},
): CartValidityInput => ({
  cart,
  menu: {
    parameters: {
      minimumOrder: 750 as Cents,
      maxItems: 25,
      openingTime: '07:00',
      closingTime: '22:00',
      fakeCash: false,
    },
    currency: { symbol: '$' },
    countryCode: 'SV',
  },
  delivery: { kind: 'home', address: 'valid', shopHours: [] },
  blocks: { products: [], options: [] },
  itemSchedules: [],
  geoAllowedMenuIds: null,
  futureOrderAt: null,
  now: svTime('12:00'),
  ...extra,
});
