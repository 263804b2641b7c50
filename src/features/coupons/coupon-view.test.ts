import { describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import { menuVisibility } from '../../api/menu/menu-loader';
import type { Cents } from '../../domain/money';
import { couponOf } from '../../test/coupon.fixture';
import { menuSample } from '../../test/menu-sample';
import {
  couponDiscountText,
  couponProductPrice,
  couponValidityText,
  couponView,
} from './coupon-view';

// Monday 23 November 2026, 12:00 in San Salvador
const NOON = Date.parse('2026-11-23T12:00:00-06:00');

describe('coupon texts (§2.9)', () => {
  it('says the discount of each kind', () => {
    expect(couponDiscountText(couponOf(), '$')).toBe('20% de descuento');
    expect(couponDiscountText(couponOf({ P: null, MT: 1.5 }), '$')).toBe('$1.50 de descuento');
    expect(couponDiscountText(couponOf({ P: null, PR: 2.99 }), '$')).toBe('Precio especial $2.99');
  });

  it('says the validity in words on the chain’s calendar, with its hours', () => {
    expect(couponValidityText(couponOf(), NOON)).toBe(
      'Válido hasta el jueves 31 de diciembre de 2026',
    );
    const breakfast = couponOf({ HORA_DESDE: '07:00', HORA_HASTA: '10:30' });
    expect(couponValidityText(breakfast, NOON)).toBe(
      'Válido hasta el jueves 31 de diciembre de 2026, de 07:00 am a 10:30 am',
    );
    expect(couponValidityText(couponOf({ FECHA_HASTA: '23/11/2026' }), NOON)).toBe(
      'Válido solo hoy',
    );
    // 23:30 on the 23rd in San Salvador is already the 24th in UTC: still 'hoy'
    const late = Date.parse('2026-11-23T23:30:00-06:00');
    expect(couponValidityText(couponOf({ FECHA_HASTA: '24/11/2026' }), late)).toBe(
      'Válido hasta mañana',
    );
  });

  it('prices a product with the coupon, never below zero nor above its price', () => {
    expect(couponProductPrice(couponOf(), 475 as Cents)).toBe(380);
    expect(couponProductPrice(couponOf({ P: null, MT: 9 }), 475 as Cents)).toBe(0);
    expect(couponProductPrice(couponOf({ P: null, PR: 2.99 }), 475 as Cents)).toBe(299);
    expect(couponProductPrice(couponOf({ P: null, PR: 5.99 }), 475 as Cents)).toBe(475);
  });

  it('shows the coupon’s picture, else its first product’s, and its minimum', () => {
    const menu = getDataResponseSchema.parse(menuSample);
    const ctx = menuVisibility(menu, NOON);
    const view = couponView(couponOf({ MC: 6.99 }), menu, ctx, NOON);
    expect(view).toMatchObject({
      label: 'Cupón App',
      image: '/img/producto/P101-sm.jpg',
      minimum: 'Compra mínima $6.99 después del descuento',
    });
    expect(couponView(couponOf({ IMG: '/img/cupon/41.jpg' }), menu, ctx, NOON).image).toBe(
      '/img/cupon/41.jpg',
    );
  });
});
