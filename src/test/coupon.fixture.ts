/** Test builders of coupons as the server sends them (CouponWire) and as the app reads them. */
import type { Coupon } from '../domain/coupons/coupon';
import { couponRead, type CouponWire } from '../protocol/coupon';

/** A wire coupon: 20% off Hamburguesa Clásica or Doble (menu-sample), all day until 2026's end. */
export function couponWireOf(overrides: Partial<CouponWire> = {}): CouponWire {
  return {
    IDPRO: 41,
    NOMBRE: '20% en tu hamburguesa',
    ETIQUETA: 'Cupón App',
    DESCRIPCION: 'Aplica a la hamburguesa más barata de tu bolsa',
    FECHA_HASTA: '31/12/2026',
    HORA_DESDE: '00:00',
    HORA_HASTA: '23:59',
    P: 20,
    MT: null,
    PR: null,
    MC: null,
    NUC: null,
    APC: 1,
    APLICA_MENOR: '1',
    IDPDS: null,
    apl: [101, 102],
    IMG: null,
    ...overrides,
  };
}

/** The same coupon read as the app reads it. */
export function couponOf(overrides: Partial<CouponWire> = {}): Coupon {
  const coupon = couponRead(couponWireOf(overrides));
  if (coupon === null) throw new Error('the fixture coupon does not read');
  return coupon;
}
