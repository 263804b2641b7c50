import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { couponRead, couponWireSchema, type CouponWire } from './coupon';

const wire: CouponWire = {
  IDPRO: 31,
  NOMBRE: 'Hamburguesa al 50%',
  ETIQUETA: 'Mitad de precio',
  DESCRIPCION: 'La hamburguesa más barata de tu bolsa a mitad de precio',
  FECHA_HASTA: '31/12/2026',
  HORA_DESDE: '11:00',
  HORA_HASTA: '20:00',
  P: 50,
  MT: null,
  PR: null,
  MC: 6.99,
  NUC: ' BienVenido10 ',
  APC: 1,
  APLICA_MENOR: '1',
  IDPDS: 11,
  apl: [11, 12],
  IMG: '/img/cupones/31.webp',
};

describe('couponRead', () => {
  it('reads the wire into the domain, money in cents and the code normalized', () => {
    expect(couponRead(wire)).toEqual({
      id: 31,
      name: 'Hamburguesa al 50%',
      label: 'Mitad de precio',
      description: 'La hamburguesa más barata de tu bolsa a mitad de precio',
      lastDay: '31/12/2026',
      hoursFrom: '11:00',
      hoursTo: '20:00',
      percent: 50,
      amount: null,
      fixedPrice: null,
      minimum: 699,
      code: 'bienvenido10',
      usesPerCustomer: 1,
      applyToLowest: true,
      productId: 11,
      appliesTo: [11, 12],
      image: '/img/cupones/31.webp',
      discountType: 'PORCENTAJE',
    });
  });

  it('derives the discount type: P, else MT, else PR', () => {
    expect(couponRead({ ...wire, P: null, MT: 1.5 })?.discountType).toBe('MONTO');
    expect(couponRead({ ...wire, P: null, MT: 1.5 })?.amount).toBe(150);
    expect(couponRead({ ...wire, P: null, PR: 2.99 })?.discountType).toBe('PRECIO');
  });

  it('is null when the date, an hour or the discount is unusable', () => {
    expect(couponRead({ ...wire, FECHA_HASTA: '2026-12-31' })).toBeNull();
    expect(couponRead({ ...wire, FECHA_HASTA: '32/12/2026' })).toBeNull();
    expect(couponRead({ ...wire, HORA_DESDE: '9:00' })).toBeNull();
    expect(couponRead({ ...wire, HORA_HASTA: '20:00:00' })).toBeNull();
    expect(couponRead({ ...wire, P: 0 })).toBeNull();
    expect(couponRead({ ...wire, P: 101 })).toBeNull();
    expect(couponRead({ ...wire, P: null })).toBeNull();
  });

  it('takes an empty code as none', () => {
    expect(couponRead({ ...wire, NUC: '  ' })?.code).toBeNull();
  });
});

describe('couponWireSchema', () => {
  it('accepts a wire coupon and refuses wrong types', () => {
    expect(v.safeParse(couponWireSchema, wire).success).toBe(true);
    expect(v.safeParse(couponWireSchema, { ...wire, APLICA_MENOR: 1 }).success).toBe(false);
    expect(v.safeParse(couponWireSchema, { ...wire, apl: ['11'] }).success).toBe(false);
    expect(v.safeParse(couponWireSchema, { ...wire, APC: 0 }).success).toBe(false);
  });
});
