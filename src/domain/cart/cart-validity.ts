import type { ShopHours } from '../catalogs';
import type { ItemSchedule, MenuParameters } from '../menu-data';
import { scheduleOpenWindowAt } from '../schedule/schedule-hours';
import type { Cart } from './cart';
import type { Cents } from '../money';
import type { ProductId } from '../product-id';
import { cartBlockedEntries, type CartBlocks } from './cart-blocked';
import { cartMinimumShortfall } from './cart-minimum-shortfall';
import { cartView } from './cart-view';
import {
  cartChannelRestricts,
  cartItemOptionEntries,
  cartScheduleAllows,
  cartValidityHoursAt,
  type CartDeliveryKind,
} from './cart-validity-checks';
import { cartValidityMessages, type CartValidityFlags } from './cart-validity-messages';
import { orderingAllowed } from '../ordering-country';

/** §4.2 the delivery choice, as far as §5.3 needs it. */
export interface CartValidityDelivery {
  kind: CartDeliveryKind;
  /**
   * §5.3 / §4.3 home delivery only: the coverage check of the address ('noCoverage' is
   * INVALID_ADDRESS); 'noDeliveryPoint' when coverage has delivery points and none is chosen
   * (§4.2). Ignored for pickup.
   */
  address: 'valid' | 'noCoverage' | 'noDeliveryPoint';
  /** §3.2 hours of the serving shop (pickup shop or coverage shop); empty: chain hours */
  shopHours: readonly ShopHours[];
}

/** §3.3 the menu configuration §5.3 reads; MenuData fits it. */
export interface CartValidityMenu {
  parameters: Pick<
    MenuParameters,
    'minimumOrder' | 'maxItems' | 'openingTime' | 'closingTime' | 'fakeCash'
  >;
  currency: { symbol: string };
  /** §1 / §3.9 the chain's country code (pais.iso_code) */
  countryCode: string;
}

/** §5.3 everything the cart is checked against; all readable names, no protocol keys. */
export interface CartValidityInput {
  cart: Cart;
  menu: CartValidityMenu;
  delivery: CartValidityDelivery;
  /** §7 data/getBloqueos for the current store: blocked menu ids and option choice ids */
  blocks: CartBlocks;
  /** §3.3 horarios, or the data/checkHr answer for the cart (same I, HD, HH rows) */
  itemSchedules: readonly ItemSchedule[];
  /** §7 data/getVS: menu ids allowed at the delivery place; null until it has answered */
  geoAllowedMenuIds: readonly ProductId[] | null;
  /** §5.5 the chosen future order (epoch ms); null when none, too soon or flagged invalid */
  futureOrderAt: number | null;
  /** server time, epoch ms (serverNow) */
  now: number;
}

/** §5.3 / §4.7 / §8.2 the verdict on a cart and how the cart button reacts to it. */
export interface CartValidity {
  flags: CartValidityFlags;
  /** §4.7 all flags false */
  valid: boolean;
  /** §8.2 messages for the dialog, placeholders filled */
  messages: string[];
  /** §4.7 the cart button is disabled only for the minimum-total flag */
  buttonDisabled: boolean;
  /** §2.7 tapping the button opens 'No se puede realizar la compra' instead of going on */
  dialogOpens: boolean;
  /** §5.3 what the total lacks to reach the home-delivery minimum; 0 when nothing does */
  shortfall: Cents;
}

/** §5.3 / §4.7 / §8.2 the validity flags of a cart, their messages and the button state. */
export function cartValidity(input: CartValidityInput): CartValidity {
  const { cart, menu, delivery, blocks, now } = input;
  const kind = delivery.kind;
  const view = cartView(cart);
  // §4.5 unapplied PROMO rows are not in the cart the customer sees: they restrict nothing
  const items = cart.items.filter((item) => item.type !== 'PROMO' || item.applied);
  const options = items.flatMap(cartItemOptionEntries);
  // §5.3 / §5.5 choice: a future order is checked against item schedules at its own time
  const orderAt = input.futureOrderAt ?? now;
  // §7 choice: until data/getVS answers nothing is geo-restricted (the order save re-checks)
  const allowed = input.geoAllowedMenuIds;
  const { minimumOrder, maxItems } = menu.parameters;
  const chainHours = { opening: menu.parameters.openingTime, closing: menu.parameters.closingTime };
  const hours = cartValidityHoursAt(delivery.shopHours, chainHours, now);
  const flags: CartValidityFlags = {
    countryUnavailable: !orderingAllowed(menu.countryCode, menu.parameters.fakeCash),
    geoRestricted:
      allowed !== null && items.some((i) => i.geoLimited && !allowed.includes(i.menuId)),
    channelRestricted: items.some((i) => cartChannelRestricts(i.channel, kind)),
    belowMinimum: kind === 'home' && view.total < minimumOrder,
    empty: view.count === 0,
    addressInvalid: kind === 'home' && delivery.address !== 'valid',
    scheduleRestricted: items.some((i) => !cartScheduleAllows(i, input.itemSchedules, orderAt)),
    // §9 choice: a maximum below 1 is a missing configuration, not a ban on every order
    tooManyItems: maxItems >= 1 && view.count > maxItems,
    blocked: cartBlockedEntries(cart, blocks, kind).length > 0,
    optionChannelRestricted: options.some((o) => cartChannelRestricts(o.channel, kind)),
    // §4.4 one reading of opening hours: windows across midnight, days without hours closed
    closed:
      input.futureOrderAt === null &&
      scheduleOpenWindowAt(now, delivery.shopHours, chainHours) === null,
    zeroSubtotal: view.subtotal <= 0,
  };
  const messages = cartValidityMessages(flags, {
    currencySymbol: menu.currency.symbol,
    minimumOrder,
    maxItems,
    hours,
    addressProblem: delivery.address === 'noDeliveryPoint' ? 'noDeliveryPoint' : 'noCoverage',
  });
  const valid = Object.values(flags).every((raised) => !raised);
  // §4.7 choice: flags without a §8.2 message (empty, zero subtotal) open no empty dialog;
  // they still make the cart invalid, and the checkout refuses it (§4.3)
  return {
    flags,
    valid,
    messages,
    buttonDisabled: flags.belowMinimum,
    dialogOpens: !valid && !flags.belowMinimum && messages.length > 0,
    shortfall: cartMinimumShortfall(view.total, minimumOrder, kind),
  };
}
