import type { Cart } from '../../src/domain/cart/cart.ts';
import {
  cartItemIsGrouped,
  cartItemWithUnits,
  type CartItem,
} from '../../src/domain/cart/cart-item.ts';
import { cartOptionsRebuild } from '../../src/domain/cart/cart-options-rebuild.ts';
import type { MenuProduct } from '../../src/domain/menu.ts';
import type { Promotion } from '../../src/domain/menu-data.ts';
import type { Cents } from '../../src/domain/money.ts';
import type { OrderLineCents } from '../../src/protocol/order-line.ts';
import { orderOptionDecode } from '../../src/protocol/order-lines-decode.ts';
import type { QuoteMenu } from './quote-menu.ts';

const ZERO = 0 as Cents;
const EVERY_DAY = [true, true, true, true, true, true, true];
const NO_IMAGES = { smallJpg: '', smallWebp: '', mediumJpg: '', mediumWebp: '' };

/**
 * §5.4 a product row a promotion added (not a promo line, not applied, with a promotion id):
 * its products are paid for by the promotion line's price.
 */
const quoteLineIsContent = (line: OrderLineCents): boolean =>
  line.TIP !== 'PROMO' && line.IA === 0 && line.IP !== null;

function rowRebuild(
  menu: QuoteMenu,
  products: ReadonlyMap<number, MenuProduct>,
  promotions: ReadonlyMap<number, Promotion>,
  line: OrderLineCents,
): CartItem {
  const isPromo = line.TIP === 'PROMO';
  const product = isPromo ? undefined : products.get(line.I);
  const promotion = isPromo && line.TP === 0 ? promotions.get(line.I) : undefined;
  // a promotion's content is priced by its promotion line (§5.4): on its own it costs nothing
  const content = quoteLineIsContent(line);
  const price = content ? ZERO : line.P;
  const row: CartItem = {
    menuId: line.I,
    productRef: product?.imageRef ?? String(line.I),
    type: line.TIP,
    name: promotion?.label ?? product?.name ?? line.D,
    price,
    basePrice: product?.price ?? price,
    originalPrice: product?.price ?? price,
    quantity: 1,
    units: [],
    addedOrder: line.NP,
    parentAddedOrder: line.FH,
    suggestedSale: line.VS === 1,
    isPromo,
    promoId: line.IP,
    promotionId: line.IP,
    applied: line.IA === 1,
    // a promotion's terms are the menu's, never the sent ones (§5.4); a coupon keeps its own
    appliesTo: promotion ? [...promotion.appliesTo] : line.TP === 1 ? [...line.APC] : [],
    applyToLowest: promotion ? promotion.applyToLowest : line.TP === 1 && line.ET === 1,
    isCoupon: line.TP === 1,
    couponId: line.PID,
    discountType: line.DSC,
    minimumPurchase: promotion ? promotion.minimum : line.TP === 1 ? line.MC : null,
    geoLimited: product?.geoRestricted ?? false,
    channel: product?.channel ?? 'TODOS',
    weekdays: product ? [...product.weekdays] : [...EVERY_DAY],
    couponCode: line.NUC,
    images: product ? { ...product.images } : { ...NO_IMAGES },
  };
  if (!cartItemIsGrouped(line.TIP)) return row;
  const units = (line.list ?? []).map((unit) => ({
    addedOrder: unit.NP,
    price: content ? ZERO : unit.P,
    options: cartOptionsRebuild(menu, product ?? null, unit.O.map(orderOptionDecode)),
  }));
  return cartItemWithUnits(row, units);
}

/**
 * §3.4 the cart the order lines stand for, one row per line in the same order, each row
 * keeping its line's added order (NP). Names and promotion terms come from the menu; the
 * prices are the sent ones (content rows excepted) until the quote re-prices them.
 */
export function quoteCartRebuild(menu: QuoteMenu, lines: readonly OrderLineCents[]): Cart {
  const products = new Map(menu.products.map((p) => [p.id, p]));
  const promotions = new Map(menu.promotions.map((p) => [p.id, p]));
  const items = lines.map((line) => rowRebuild(menu, products, promotions, line));
  const orders = lines.flatMap((line) => [line.NP, ...(line.list ?? []).map((u) => u.NP)]);
  return { items, addedOrder: Math.max(0, ...orders) };
}
