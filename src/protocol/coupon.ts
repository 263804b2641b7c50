import * as v from 'valibot';
import { couponCodeNormalize, couponDiscountTypeOf, type Coupon } from '../domain/coupons/coupon';
import { couponDayNumber, couponHourValid } from '../domain/coupons/coupon-window';
import { centsFromAmount, type Cents } from '../domain/money';
import { productIdOf } from '../domain/product-id';

/**
 * §3.5 a coupon as the server sends it: data/getCupones and cliente/checkCuponera answer
 * `data.data.cupones` lists of it, data/checkPromocionCheckout a one-element `data` list.
 * Money in dollars with 2 decimals.
 */
export interface CouponWire {
  /** id */
  IDPRO: number;
  NOMBRE: string;
  /** short label (breadcrumb, card) */
  ETIQUETA: string;
  DESCRIPCION: string;
  /** 'dd/MM/yyyy' last valid day (chain time zone) */
  FECHA_HASTA: string;
  /** 'HH:mm' */
  HORA_DESDE: string;
  /** 'HH:mm' (window within each day; HORA_DESDE <= now < HORA_HASTA) */
  HORA_HASTA: string;
  /** percent (0 < P <= 100) */
  P: number | null;
  /** amount off, dollars with 2 decimals */
  MT: number | null;
  /** fixed price, dollars (only with applicable products) */
  PR: number | null;
  /** minimum purchase, dollars */
  MC: number | null;
  /** the promo code that reveals it (lower case), null when not a code coupon */
  NUC: string | null;
  /** uses allowed per customer (1 = single use); docs/decisions/031-coupons.md */
  APC: number;
  /** '1' = apply to the cheapest qualifying cart item */
  APLICA_MENOR: '1' | '0';
  /** tied product (wallet coupons matched to the menu) */
  IDPDS: number | null;
  /** applicable product ids (menu IDPDS); empty = applies to the subtotal */
  apl: number[];
  /** image path like other menu images, or null */
  IMG: string | null;
}

const money = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));
const id = v.pipe(v.number(), v.safeInteger());

/** §3.5 the shape of one CouponWire, for reading answers (wrong types fail, extra keys dropped). */
export const couponWireSchema = v.object({
  IDPRO: id,
  NOMBRE: v.string(),
  ETIQUETA: v.string(),
  DESCRIPCION: v.string(),
  FECHA_HASTA: v.string(),
  HORA_DESDE: v.string(),
  HORA_HASTA: v.string(),
  P: money,
  MT: money,
  PR: money,
  MC: money,
  NUC: v.nullable(v.string()),
  APC: v.pipe(id, v.minValue(1)),
  APLICA_MENOR: v.picklist(['1', '0']),
  IDPDS: v.nullable(id),
  apl: v.array(id),
  IMG: v.nullable(v.string()),
});

const centsOrNull = (amount: number | null): Cents | null =>
  amount === null ? null : centsFromAmount(amount);

/**
 * §3.5 a wire coupon as the domain's Coupon, or null when it cannot be used: FECHA_HASTA is not
 * a real 'dd/MM/yyyy' date, HORA_DESDE / HORA_HASTA are not 'HH:mm', P is outside 0 < P <= 100,
 * or it has no discount at all (no P, MT nor PR). NUC is normalized (couponCodeNormalize); an
 * empty one is no code.
 */
export function couponRead(wire: CouponWire): Coupon | null {
  if (couponDayNumber(wire.FECHA_HASTA) === null) return null;
  if (!couponHourValid(wire.HORA_DESDE) || !couponHourValid(wire.HORA_HASTA)) return null;
  if (wire.P !== null && !(wire.P > 0 && wire.P <= 100)) return null;
  if (wire.P === null && wire.MT === null && wire.PR === null) return null;
  const code = wire.NUC === null ? '' : couponCodeNormalize(wire.NUC);
  const amounts = { percent: wire.P, amount: centsOrNull(wire.MT) };
  return {
    id: wire.IDPRO,
    name: wire.NOMBRE,
    label: wire.ETIQUETA,
    description: wire.DESCRIPCION,
    lastDay: wire.FECHA_HASTA,
    hoursFrom: wire.HORA_DESDE,
    hoursTo: wire.HORA_HASTA,
    ...amounts,
    fixedPrice: centsOrNull(wire.PR),
    minimum: centsOrNull(wire.MC),
    code: code === '' ? null : code,
    usesPerCustomer: wire.APC,
    applyToLowest: wire.APLICA_MENOR === '1',
    productId: wire.IDPDS === null ? null : productIdOf(wire.IDPDS),
    appliesTo: wire.apl.map(productIdOf),
    image: wire.IMG,
    discountType: couponDiscountTypeOf(amounts),
  };
}
