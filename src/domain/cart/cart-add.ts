import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { CART_ORDER_STEP, type Cart } from './cart';
import {
  cartItemIsGrouped,
  cartItemWithUnits,
  type CartItem,
  type CartOptionEntry,
  type CartUnit,
} from './cart-item';

/** How a product enters the cart: the configured unit and the row's flags. */
export interface CartAddConfig {
  /** price of one configured unit; the menu price when omitted */
  unitPrice?: Cents;
  /** grouped types: the options of the configured unit */
  options?: CartOptionEntry[];
  suggestedSale?: boolean;
  /** promo content: the promotion that adds it and the promo row it hangs from */
  promoId?: number | null;
  parentAddedOrder?: number | null;
  /** a product a promotion applies to (IA) */
  applied?: boolean;
}

/** §2.9 a configured product: what the configurator would add to the bag. */
export interface ProductConfigured {
  product: MenuProduct;
  quantity: number;
  config: CartAddConfig;
}

/** §3.4 a new cart row for a menu product, before units or order are set. */
function cartRowFromProduct(
  product: MenuProduct,
  type: CartItem['type'],
  config: CartAddConfig,
  addedOrder: number,
  price: Cents,
): CartItem {
  return {
    menuId: product.id,
    productRef: product.imageRef,
    type,
    name: product.name,
    price,
    basePrice: product.price,
    originalPrice: product.price,
    quantity: 1,
    units: [],
    addedOrder,
    parentAddedOrder: config.parentAddedOrder ?? null,
    suggestedSale: config.suggestedSale ?? false,
    isPromo: false,
    promoId: config.promoId ?? null,
    promotionId: config.promoId ?? null,
    applied: config.applied ?? false,
    appliesTo: [],
    applyToLowest: false,
    isCoupon: false,
    couponId: null,
    discountType: null,
    minimumPurchase: null,
    geoLimited: product.geoRestricted,
    channel: product.channel,
    weekdays: [...product.weekdays],
    couponCode: null,
    images: { ...product.images },
  };
}

/**
 * §4.5 units are appended to the entry of the same menu id. Choice: only to an entry that also
 * belongs to the same promotion, parent and suggested-sale flag, so that promo content and
 * suggested extras stay removable on their own.
 */
function cartEntryMatches(item: CartItem, product: MenuProduct, config: CartAddConfig): boolean {
  return (
    !item.isPromo &&
    item.menuId === product.id &&
    item.promoId === (config.promoId ?? null) &&
    item.parentAddedOrder === (config.parentAddedOrder ?? null) &&
    item.suggestedSale === (config.suggestedSale ?? false)
  );
}

/** §4.5 a quantity to add or set: a whole number of units, at least `min`. */
export function cartQuantityCheck(quantity: number, min = 1): void {
  if (!Number.isInteger(quantity) || quantity < min) {
    throw new RangeError(`Cantidad no válida: ${quantity}`);
  }
}

/**
 * §4.5/§3.4 adds `quantity` units of a product: a PRD adds one row per unit; CMB, ESF, ESM and
 * ATP append configured units to the entry of the same menu id, or create it. Every new row or
 * unit takes the next added order (+5), so each unit can later be removed by its own order.
 */
export function cartAdd(
  cart: Cart,
  product: MenuProduct,
  quantity: number,
  config: CartAddConfig = {},
): Cart {
  cartQuantityCheck(quantity);
  const price = config.unitPrice ?? product.price;
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`Precio no válido: ${price}`);
  const orders = Array.from(
    { length: quantity },
    (_, i) => cart.addedOrder + CART_ORDER_STEP * (i + 1),
  );
  const addedOrder = orders[orders.length - 1] ?? cart.addedOrder;

  const type = product.type;
  if (type === 'PRD') {
    const rows = orders.map((order) => cartRowFromProduct(product, 'PRD', config, order, price));
    return { items: [...cart.items, ...rows], addedOrder };
  }
  if (!cartItemIsGrouped(type)) {
    // FAK is not sold; PROMO rows enter through cartAddPromo
    throw new RangeError(`Tipo de producto no agregable: ${type}`);
  }
  const units: CartUnit[] = orders.map((order) => ({
    addedOrder: order,
    price,
    options: config.options ?? [],
  }));
  const index = cart.items.findIndex((item) => cartEntryMatches(item, product, config));
  const existing = cart.items[index];
  if (existing === undefined) {
    const entry = cartRowFromProduct(product, type, config, orders[0] ?? addedOrder, price);
    return { items: [...cart.items, cartItemWithUnits(entry, units)], addedOrder };
  }
  const items = cart.items.slice();
  items[index] = cartItemWithUnits(existing, [...existing.units, ...units]);
  return { items, addedOrder };
}
