import { cashCommentsCheck } from '../../../src/domain/checkout/cash-payment.ts';
import { centsFromAmount } from '../../../src/domain/money.ts';
import { ADDRESS_MESSAGES } from '../../../src/protocol/customer-address.ts';
import type { Session } from '../../auth/guard.ts';
import { blockList } from '../../cart/blocks.ts';
import { CART_MSG } from '../../cart/cart-messages.ts';
import { addressOwnedBySub } from '../../customer-data/address-store.ts';
import { cartQuote, type CartQuote } from '../../quote/cart-quote.ts';
import { badRequest, fail, type Envelope } from '../../wire/envelope.ts';
import {
  orderDataIsDelivery,
  type OrderDataInput,
  type OrderDeliveryInput,
  type OrderSaveInput,
} from './order-save-body.ts';
import { orderSaveBlocked } from './order-save-blocks.ts';
import { orderSaveCartMessage } from './order-save-cart-rules.ts';
import { certificateFieldsMessage } from './order-save-certificate.ts';
import { orderSaveChainPart, type OrderSaveChain } from './order-save-chain.ts';
import { orderSaveCouponCheck, type OrderCouponUse } from './order-save-coupon.ts';
import { orderSaveDelivery } from './order-save-delivery.ts';
import type { OrderSaveDeps } from './order-save-deps.ts';
import { ORDER_SAVE_MSG } from './order-save-messages.ts';
import { orderSaveFutureAt, orderSaveOpeningMessage } from './order-save-opening.ts';
import { orderSavePricesAnswer, orderSavePricesMatch } from './order-save-prices.ts';
import { orderSaveServiceMessage } from './order-save-service.ts';

/** What the checks of an order save found: what the stored order is written from. */
export interface OrderChecked {
  quote: CartQuote;
  coupon: OrderCouponUse | null;
  home: boolean;
  /** the serving shop: the sent one for pickup, the covering one for home delivery */
  shopId: number;
  /** the customer's data as stored (a home delivery's destination is the server's) */
  data: OrderDataInput;
  futureAt: number | null;
}

/** A refusal: the answer, nothing stored. */
type Refused = { refused: Envelope };

/**
 * issue 16 a home delivery's destination: a saved address (iddcl > 0) that is the logged-in
 * customer's own, the coverage recomputed from the pin and its shop serving the order.
 */
async function homeDestination(
  deps: OrderSaveDeps,
  chain: OrderSaveChain,
  data: OrderDeliveryInput,
  session: Session,
  times: { at: number; futureAt: number | null },
): Promise<Refused | { shopId: number; data: OrderDataInput }> {
  const owned =
    data.iddcl <= 0 ||
    (session.kind === 'user' && (await addressOwnedBySub(deps.db, session.sub, data.iddcl)));
  if (!owned) return { refused: fail(ADDRESS_MESSAGES.notFound, '02') };
  const delivery = orderSaveDelivery(data, chain.geo, times.at, times.futureAt);
  if (!delivery.ok) return { refused: fail(delivery.message, '02') };
  return { shopId: delivery.shopId, data: delivery.data };
}

/** The prices are the server's, the coupon one the customer may use, the payment offered. */
async function orderSaveMoneyCheck(
  deps: OrderSaveDeps,
  chain: OrderSaveChain,
  body: OrderSaveInput,
  session: Session,
  contact: { at: number; clientAddress: string },
): Promise<Refused | { quote: CartQuote; coupon: OrderCouponUse | null }> {
  const { data } = body;
  const { lines } = body.menu;
  const quote = cartQuote(chain.menu, lines, contact.at, chain.promotionValid);
  if (!orderSavePricesMatch(quote, lines, centsFromAmount(data.totalVenta))) {
    return { refused: orderSavePricesAnswer(quote) };
  }
  const who = { email: data.correo, phone: data.telefono, address: contact.clientAddress };
  const coupon = await orderSaveCouponCheck(deps, quote.cart, session, who, contact.at);
  if (!coupon.ok) return { refused: fail(coupon.message, '01') };
  const refusal =
    orderSaveServiceMessage(data.tipoPago, orderDataIsDelivery(data), deps.parameters) ??
    (data.tipoPago === 'E' ? cashCommentsCheck(data.comentarios, quote.total) : null) ??
    (data.tipoPago === 'C' ? certificateFieldsMessage(data) : null);
  if (refusal !== null) return { refused: fail(refusal, '01') };
  return { quote, coupon: coupon.use };
}

/** §5.3 the cart rules at the serving shop, §5.5 the opening hours, no item blocked there. */
async function orderSaveShopCheck(
  deps: OrderSaveDeps,
  chain: OrderSaveChain,
  checked: OrderChecked,
  at: number,
): Promise<Envelope | null> {
  const { shopId, home, futureAt, quote } = checked;
  const hours = chain.shopHours.get(shopId) ?? [];
  const rules = orderSaveCartMessage({
    cart: quote.cart,
    home,
    shopHours: hours,
    itemSchedules: chain.itemSchedules,
    geoAllowed: chain.geoByShop.get(shopId) ?? [],
    futureAt,
    now: at,
    parameters: deps.parameters,
  });
  if (rules !== null) return fail(rules, '01');
  const closed = orderSaveOpeningMessage(at, futureAt, hours, deps.parameters);
  if (closed !== null) return fail(closed, '02');
  const blocks = await blockList(deps.db, shopId);
  const blocked = orderSaveBlocked(quote.cart, blocks, home ? 'home' : 'shop');
  if (blocked.length > 0) return { ...fail(ORDER_SAVE_MSG.blocked, '03'), lstBloqueados: blocked };
  return null;
}

/**
 * The checks of an order save after its key and country (order-save.ts), in the order the
 * answer names them: the shop exists, the money, the destination, then the serving shop's
 * rules. The first that fails answers; nothing is stored.
 */
export async function orderSaveCheck(
  deps: OrderSaveDeps,
  body: OrderSaveInput,
  session: Session,
  at: number,
  clientAddress: string,
): Promise<Refused | OrderChecked> {
  const { data } = body;
  const home = orderDataIsDelivery(data);
  const chain = await deps.chain.part(orderSaveChainPart);
  const sentShop = home ? data.idtda : data.tienda;
  if (!chain.shopHours.has(sentShop)) {
    throw badRequest(`data.${home ? 'idtda' : 'tienda'}: ${CART_MSG.unknownShop}`);
  }
  const money = await orderSaveMoneyCheck(deps, chain, body, session, { at, clientAddress });
  if ('refused' in money) return money;
  const futureAt = orderSaveFutureAt(data, at, deps.parameters);
  const place = home
    ? await homeDestination(deps, chain, data, session, { at, futureAt })
    : { shopId: sentShop, data };
  if ('refused' in place) return place;
  const checked: OrderChecked = { ...money, home, ...place, futureAt };
  const shop = await orderSaveShopCheck(deps, chain, checked, at);
  return shop === null ? checked : { refused: shop };
}
