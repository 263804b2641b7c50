import { hhmmFormat12h } from '../../domain/clock-12h';
import type { Coupon } from '../../domain/coupons/coupon';
import { couponDiscount } from '../../domain/coupons/coupon-discount';
import type { MenuData } from '../../domain/menu-data';
import type { ProductVisibilityContext } from '../../domain/menu-visibility';
import { centsAdd, centsFormat, type Cents } from '../../domain/money';
import { futureOrderAtFrom, futureOrderDateOf } from '../../domain/schedule/future-order-moment';
import { dateWordsText } from '../../ui/dates';
import { couponProducts } from './coupon-products';

/** §2.9 what a coupon's card, dialog and pages show, in words. */
export interface CouponView {
  label: string;
  name: string;
  description: string;
  /** the coupon's picture, else its tied or first product's, else '' (the placeholder) */
  image: string;
  /** '20% de descuento', '$2.00 de descuento', 'Precio especial $3.99' */
  discount: string;
  /** 'Compra mínima $6.99 después del descuento' (§5.4 the bag's total with the discount taken
   * off must reach it), or null without a minimum of its own */
  minimum: string | null;
  /** 'Válido hasta el jueves 31 de diciembre de 2026, de 11:00 am a 08:00 pm' */
  validity: string;
}

/** §2.9 the discount in words. */
export function couponDiscountText(coupon: Coupon, currency: string): string {
  switch (coupon.discountType) {
    case 'PORCENTAJE':
      return `${coupon.percent ?? 0}% de descuento`;
    case 'MONTO':
      return `${centsFormat(coupon.amount ?? (0 as Cents), currency)} de descuento`;
    case 'PRECIO':
      return `Precio especial ${centsFormat(coupon.fixedPrice ?? (0 as Cents), currency)}`;
  }
}

/** 'dd/MM/yyyy' as 'yyyy-MM-dd', or null when malformed. */
function isoDay(day: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** the window's hours in words, or '' when it is the whole day */
function couponHoursText(from: string, to: string): string {
  if (from === to || (from === '00:00' && to === '23:59')) return '';
  try {
    return `, de ${hhmmFormat12h(from)} a ${hhmmFormat12h(to)}`;
  } catch {
    return '';
  }
}

/**
 * §2.9 a coupon's validity in words on the chain's calendar (dayjs, es): 'Válido solo hoy',
 * 'Válido hasta mañana' or 'Válido hasta el jueves 31 de diciembre de 2026', then its daily
 * hours when it has some ('de 11:00 am a 08:00 pm').
 */
export function couponValidityText(coupon: Coupon, now: number): string {
  const hours = couponHoursText(coupon.hoursFrom, coupon.hoursTo);
  const day = isoDay(coupon.lastDay);
  let last: number;
  try {
    last = futureOrderAtFrom(day ?? '', '12:00');
  } catch {
    return `Válido hasta el ${coupon.lastDay}${hours}`;
  }
  const today = futureOrderDateOf(now);
  const tomorrow = futureOrderDateOf(now + 24 * 60 * 60 * 1000);
  if (day === today) return `Válido solo hoy${hours}`;
  if (day === tomorrow) return `Válido hasta mañana${hours}`;
  return `Válido hasta el ${dateWordsText(last)}${hours}`;
}

/** §2.9 a product's price with the coupon: never below zero, never above the price. */
export function couponProductPrice(coupon: Coupon, price: Cents): Cents {
  return centsAdd(price, couponDiscount(coupon, price));
}

/** §2.9 a coupon for the screens. */
export function couponView(
  coupon: Coupon,
  menu: Pick<MenuData, 'products' | 'currency'>,
  ctx: ProductVisibilityContext,
  now: number,
): CouponView {
  const currency = menu.currency.symbol;
  const tied = menu.products.find((product) => product.id === coupon.productId);
  const product = tied ?? couponProducts(coupon, menu, ctx)[0];
  return {
    label: coupon.label,
    name: coupon.name,
    description: coupon.description,
    image: coupon.image ?? product?.images.smallJpg ?? '',
    discount: couponDiscountText(coupon, currency),
    minimum:
      coupon.minimum === null
        ? null
        : `Compra mínima ${centsFormat(coupon.minimum, currency)} después del descuento`,
    validity: couponValidityText(coupon, now),
  };
}
