import type { CartDiscountType } from '../cart/cart-item';
import type { Cents } from '../money';
import type { ProductId } from '../product-id';

/**
 * §3.5 a coupon in the domain's names: the wire record (src/protocol/coupon.ts, CouponWire)
 * in camelCase, money in cents. The validity texts stay as sent: couponWindowCheck reads them
 * on server time and calls a malformed one 'badFormat'.
 */
export interface Coupon {
  /** IDPRO */
  id: number;
  /** NOMBRE */
  name: string;
  /** ETIQUETA: the short label (breadcrumb, card) */
  label: string;
  /** DESCRIPCION */
  description: string;
  /** FECHA_HASTA: the last valid day, 'dd/MM/yyyy' in the chain's time zone (inclusive) */
  lastDay: string;
  /** HORA_DESDE: 'HH:mm' */
  hoursFrom: string;
  /** HORA_HASTA: 'HH:mm' */
  hoursTo: string;
  /** P: percent off, 0 < P <= 100 */
  percent: number | null;
  /** MT: amount off */
  amount: Cents | null;
  /** PR: fixed price */
  fixedPrice: Cents | null;
  /** MC: the coupon's own minimum purchase */
  minimum: Cents | null;
  /** NUC: the promo code that reveals it (normalized), null when not a code coupon */
  code: string | null;
  /** APC: uses allowed per customer (1 = single use) */
  usesPerCustomer: number;
  /** APLICA_MENOR '1': the discount goes to the cheapest qualifying item */
  applyToLowest: boolean;
  /** IDPDS: the tied product (wallet coupons matched to the menu) */
  productId: ProductId | null;
  /** apl: the products it applies to; empty = the subtotal */
  appliesTo: ProductId[];
  /** IMG */
  image: string | null;
  /** §3.5 derived: PORCENTAJE if P, else MONTO if MT, else PRECIO */
  discountType: CartDiscountType;
}

/** §3.5 the discount type a coupon's amounts give: PORCENTAJE if P, else MONTO if MT, else PRECIO. */
export function couponDiscountTypeOf(
  amounts: Pick<Coupon, 'percent' | 'amount'>,
): CartDiscountType {
  if (amounts.percent !== null) return 'PORCENTAJE';
  if (amounts.amount !== null) return 'MONTO';
  return 'PRECIO';
}

/** §3.5 cuponToValidate: a typed promo code as it is compared, trimmed and lower-cased. */
export function couponCodeNormalize(code: string): string {
  return code.trim().toLowerCase();
}
