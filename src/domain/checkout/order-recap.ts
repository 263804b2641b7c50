import type { CartView } from '../cart/cart-view';
import { deliveryModeBanner, type DeliveryStateView } from '../delivery/delivery-mode';
import type { Cents } from '../money';
import { shopPickupOptionLabel } from '../shops/shop-pickup-options';
import type { PaymentMethod } from './checkout-state';

/** §2.8 one ordered line as the success screen recaps it. */
export interface OrderRecapLine {
  name: string;
  count: number;
  price: Cents;
}

/**
 * §2.8 / §4.3 what was ordered, kept when the order is confirmed (the cart is emptied once it
 * is placed) so the success screen can recap it: lines, total, place and payment.
 */
export interface OrderRecap {
  lines: OrderRecapLine[];
  total: Cents;
  kind: 'home' | 'shop';
  /** the address, or the shop's name */
  place: string;
  /** the delivery point, or the pickup option ('Retirar en tienda Parqueo'); null when none */
  detail: string | null;
  payment: PaymentMethod;
  /** 'Pagaré con', cash orders only */
  cashAmount: Cents | null;
}

/** §2.8 the recap of the order being confirmed: the cart's lines and total, place and payment. */
export function orderRecapBuild(input: {
  view: CartView;
  delivery: DeliveryStateView;
  payment: PaymentMethod;
  cashAmount: Cents | null;
}): OrderRecap {
  const { view, delivery, payment } = input;
  const { place, detail } = deliveryModeBanner(delivery, shopPickupOptionLabel);
  return {
    lines: view.lines.map((line) => ({
      name: line.item.name,
      count: line.count,
      price: line.price,
    })),
    total: view.total,
    kind: delivery.kind === 'home' ? 'home' : 'shop',
    place,
    detail,
    payment,
    cashAmount: payment === 'cash' ? input.cashAmount : null,
  };
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCents = (value: unknown): value is Cents =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
// a coupon line's price is negative
const isLinePrice = (value: unknown): value is Cents =>
  typeof value === 'number' && Number.isInteger(value);
const PAYMENTS: readonly unknown[] = ['cash', 'card', 'certificate'] satisfies PaymentMethod[];

function lineRestore(value: unknown): OrderRecapLine | null {
  if (!isObject(value)) return null;
  const { name, count, price } = value;
  if (typeof name !== 'string' || typeof count !== 'number' || !isLinePrice(price)) return null;
  return Number.isInteger(count) && count > 0 ? { name, count, price } : null;
}

/** A recap read back from storage; null when anything in it is damaged. */
export function orderRecapRestore(stored: unknown): OrderRecap | null {
  if (!isObject(stored) || !Array.isArray(stored.lines)) return null;
  const lines = stored.lines.map(lineRestore);
  const { total, kind, place, detail, payment, cashAmount } = stored;
  const valid =
    lines.every((line) => line !== null) &&
    isCents(total) &&
    (kind === 'home' || kind === 'shop') &&
    typeof place === 'string' &&
    (detail === null || typeof detail === 'string') &&
    PAYMENTS.includes(payment) &&
    (cashAmount === null || isCents(cashAmount));
  if (!valid) return null;
  return {
    lines: lines as OrderRecapLine[],
    total,
    kind,
    place,
    detail,
    payment: payment as PaymentMethod,
    cashAmount,
  };
}
