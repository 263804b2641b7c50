import type { ShopHours } from '../../../src/domain/catalogs.ts';
import type { Cart } from '../../../src/domain/cart/cart.ts';
import { cartValidity } from '../../../src/domain/cart/cart-validity.ts';
import { cartValidityMessages } from '../../../src/domain/cart/cart-validity-messages.ts';
import type { ItemSchedule } from '../../../src/domain/menu-data.ts';
import type { ProductId } from '../../../src/domain/product-id.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';

/** What the priced cart is checked against at order save, once the serving shop is known. */
export interface OrderSaveCartRulesInput {
  /** the cart quote's re-priced cart */
  cart: Cart;
  home: boolean;
  /** §3.2 the serving shop's hours (pickup shop, or the coverage's shop) */
  shopHours: readonly ShopHours[];
  /** §3.3 horarios of the loaded chain */
  itemSchedules: readonly ItemSchedule[];
  /** §5.3 geo-limited menu ids the serving shop may sell (data/getVS's GEO rows) */
  geoAllowed: readonly ProductId[];
  /** §5.5 the order's future instant, or null (as soon as possible) */
  futureAt: number | null;
  now: number;
  parameters: OrderSaveParameters;
}

/**
 * §5.3 / §8.2 the cart rules the app checks before it lets an order go (cartValidity, the one
 * home of §5.3), repeated on the cart the server priced: an item's channel against the
 * delivery type, geo-limited items the serving shop may not sell, items outside their hours
 * at the order's time, the home-delivery minimum, the maximum items, options restricted by
 * channel. The first raised flag's §8.2 message, or null when all hold. Address, opening
 * hours and blocked items are answered elsewhere with their own codes, so they are not
 * raised here.
 */
export function orderSaveCartMessage(input: OrderSaveCartRulesInput): string | null {
  const { parameters } = input;
  const chainHours = parameters.chainHours;
  const { flags } = cartValidity({
    cart: input.cart,
    menu: {
      parameters: {
        minimumOrder: parameters.minimumOrder,
        maxItems: parameters.maxItems,
        openingTime: chainHours.opening,
        closingTime: chainHours.closing,
        fakeCash: parameters.fakeCash,
      },
      currency: { symbol: parameters.currencySymbol },
      countryCode: parameters.countryCode,
    },
    delivery: { kind: input.home ? 'home' : 'shop', address: 'valid', shopHours: input.shopHours },
    blocks: { products: [], options: [] },
    itemSchedules: input.itemSchedules,
    geoAllowedMenuIds: input.geoAllowed,
    futureOrderAt: input.futureAt,
    now: input.now,
  });
  const [message] = cartValidityMessages(
    { ...flags, closed: false },
    {
      currencySymbol: parameters.currencySymbol,
      minimumOrder: parameters.minimumOrder,
      maxItems: parameters.maxItems,
      hours: chainHours,
      addressProblem: 'noCoverage',
    },
  );
  return message ?? null;
}
