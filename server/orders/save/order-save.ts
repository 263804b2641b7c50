import { randomBytes } from 'node:crypto';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import { cashCommentsCheck } from '../../../src/domain/checkout/cash-payment.ts';
import { centsFromAmount } from '../../../src/domain/money.ts';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../../src/domain/ordering-country.ts';
import { ADDRESS_MESSAGES } from '../../../src/protocol/customer-address.ts';
import type { OrderLineCents } from '../../../src/protocol/order-line.ts';
import { orderLineAmounts } from '../../../src/protocol/order-lines-amounts.ts';
import type { Session } from '../../auth/guard.ts';
import { CART_MSG } from '../../cart/cart-messages.ts';
import { blockList } from '../../cart/blocks.ts';
import { addressOwnedBySub } from '../../customer-data/address-store.ts';
import type { ChainCache } from '../../chain/chain-cache.ts';
import type { Database } from '../../db/client.ts';
import type { OrderPaymentStatus, OrderPaymentType } from '../../db/schema/orders.ts';
import { ApiError, badRequest, fail, ok, type Envelope } from '../../wire/envelope.ts';
import { cartQuote, type CartQuote } from '../../quote/cart-quote.ts';
import {
  orderDataIsDelivery,
  type OrderDataInput,
  type OrderSaveInput,
} from './order-save-body.ts';
import { orderSaveBlocked } from './order-save-blocks.ts';
import { orderSaveChainPart } from './order-save-chain.ts';
import { orderSaveCartMessage } from './order-save-cart-rules.ts';
import { orderSaveDelivery } from './order-save-delivery.ts';
import { ORDER_SAVE_MSG } from './order-save-messages.ts';
import { orderSaveFutureAt, orderSaveOpeningMessage } from './order-save-opening.ts';
import type { OrderSaveParameters } from './order-save-parameters.ts';
import { orderSavePricesAnswer, orderSavePricesMatch } from './order-save-prices.ts';
import { orderSaveServiceMessage } from './order-save-service.ts';
import { couponClaimMessage, type CouponClaimRules } from '../../coupons/coupon-claims.ts';
import {
  CouponSpent,
  orderInsertRedeeming,
  orderInsertWithCoupon,
  orderSaveCouponCheck,
} from './order-save-coupon.ts';
import { certificateFieldsMessage, orderInsertWithCertificate } from './order-save-certificate.ts';
import {
  orderByIdempotencyKey,
  type OrderNewRow,
  type OrderStoredAnswer,
} from './order-save-store.ts';
import { orderRepeatCheck, orderRequestHash } from '../../idempotency/request-hash.ts';
import { pushSubscriptionParse } from '../../push/push-subscription-parse.ts';
import { pushSubscriptionSave } from '../../push/push-subscriptions.ts';

/** §4.3 what an order save reads: the database, the loaded chain and the menu parameters. */
export interface OrderSaveDeps {
  db: Database;
  chain: ChainCache;
  parameters: OrderSaveParameters;
  /** issue 19 the push services a subscription may name (PUSH_ENDPOINT_ALLOW) */
  pushAllow: readonly string[];
  /** decision 031 the cap of a code coupon's uses per client address */
  couponRules: CouponClaimRules;
}

/** §3.4 / §3.6 one priced line as the order keeps it (orders.data.lineas); amounts in cents. */
export interface OrderSavedLine {
  /** NP and FH as sent: the line's added order and the line it hangs from */
  addedOrder: number;
  parent: number | null;
  menuId: number;
  type: OrderLineCents['TIP'];
  /** the menu's name of the product or promotion */
  name: string;
  /** units of the line (C) */
  count: number;
  /** the line's price (all its units) */
  price: number;
}

const PAYMENT_TYPE: Record<OrderDataInput['tipoPago'], OrderPaymentType> = {
  E: 'EFE',
  T: 'TAR',
  C: 'CER',
};

/**
 * Contract "Idempotency": a repeat of a stored key answers the stored envelope when it is the
 * same body from the same customer; anything else is 409 'Tu orden ya se encuentra en
 * proceso' (the stored answer names the order's tracker: it is never handed to someone else).
 */
function repeatAnswer(stored: OrderStoredAnswer, requestHash: string, session: Session): Envelope {
  orderRepeatCheck(stored, requestHash, session);
  return stored.response;
}

function savedLines(quote: CartQuote, lines: readonly OrderLineCents[]): OrderSavedLine[] {
  const rows = new Map(quote.cart.items.map((row) => [row.addedOrder, row]));
  return lines.map((line) => {
    const row = rows.get(line.NP);
    return {
      addedOrder: line.NP,
      parent: line.FH,
      menuId: line.I,
      type: line.TIP,
      name: row?.name ?? line.D,
      count: line.C,
      price: row?.price ?? line.P,
    };
  });
}

/**
 * §4.3 / §3.6 data/saveOrderPendiente: the order stored exactly once, or refused with nothing
 * stored. In order: a known idempotency key answers as stored (or 409); the §1 country check
 * ('01' 'Los pedidos en línea no están disponibles en este país.'); the shop must exist;
 * the prices are the server's (cart quote, '01' with cotizacion; one of each promotion, each
 * backed by its own qualifying item); a coupon line the customer may use, exactly as the
 * coupon makes it now ('01' with the §8.2 message, order-save-coupon.ts); the payment method offered and a cash amount to pay
 * with ('Paga con' in the comments) at least the total ('01'); for home delivery a saved
 * address (`iddcl` > 0) that is the logged-in customer's own ('02' 'No encontramos esa
 * dirección', also for a guest), the coverage recomputed from the pin, its shop serving the
 * order, no schedule restriction (code 200) now,
 * and the destination the covered place or one of its delivery points ('02'; the stored
 * destination, restriction code and warranty message are the server's); the §5.3 cart rules
 * at the serving shop and the order's time — channels, geo-limited items, item hours,
 * minimum and maximum ('01'); the shop open now or a valid future order (§5.5; a too-close
 * future order is discarded, '02' otherwise); no item blocked at the shop for the delivery
 * type ('03'); then the order, its PEN event and its '00' answer in one transaction, with
 * the coupon's use under each of its keys when there is one (coupon-claims.ts: a key's last
 * use taken meanwhile: '01' 'Ya utilizaste este cupón', or the address cap's message,
 * nothing stored) and, with tipoPago 'C', the certificate's debit and ledger row
 * (order-save-certificate.ts). Issue 19: orden.fcmToken is '' or a push subscription at an
 * allowed push service ('01' otherwise); the order keeps it (push_subscriptions).
 */
export async function orderSave(
  deps: OrderSaveDeps,
  body: OrderSaveInput,
  session: Session,
  now: Date,
  clientAddress: string,
): Promise<Envelope> {
  const { db, parameters } = deps;
  // the hash covers the lines as sent (contract "Idempotency"), not as read
  const requestHash = orderRequestHash({ ...body, menu: body.menu.sent });
  const key = body.orden.idempotencia;
  const stored = await orderByIdempotencyKey(db, key);
  if (stored) return repeatAnswer(stored, requestHash, session);
  // §1 the country check, before anything else is looked at
  if (!orderingAllowed(parameters.countryCode, parameters.fakeCash)) {
    return fail(ORDERING_COUNTRY_MESSAGE, '01');
  }
  // issue 19 the device's push subscription: '' or a browser's, at an allowed push service
  const push = pushSubscriptionParse(body.orden.fcmToken, deps.pushAllow);
  if (!push.ok) return fail(push.message, '01');

  const data = body.data;
  const home = orderDataIsDelivery(data);
  const chain = await deps.chain.part(orderSaveChainPart);
  const sentShop = home ? data.idtda : data.tienda;
  if (!chain.shopHours.has(sentShop)) {
    throw badRequest(`data.${home ? 'idtda' : 'tienda'}: ${CART_MSG.unknownShop}`);
  }

  const at = now.getTime();
  const { lines } = body.menu;
  const quote = cartQuote(chain.menu, lines, at, chain.promotionValid);
  if (!orderSavePricesMatch(quote, lines, centsFromAmount(data.totalVenta))) {
    return orderSavePricesAnswer(quote);
  }
  const contact = { email: data.correo, phone: data.telefono, address: clientAddress };
  const coupon = await orderSaveCouponCheck(deps, quote.cart, session, contact, at);
  if (!coupon.ok) return fail(coupon.message, '01');
  const refusal =
    orderSaveServiceMessage(data.tipoPago, home, parameters) ??
    (data.tipoPago === 'E' ? cashCommentsCheck(data.comentarios, quote.total) : null) ??
    (data.tipoPago === 'C' ? certificateFieldsMessage(data) : null);
  if (refusal !== null) return fail(refusal, '01');

  const futureAt = orderSaveFutureAt(data, at, parameters);
  let shopId = sentShop;
  let savedData: OrderDataInput = data;
  if (home) {
    // issue 16: a saved address (iddcl > 0) must be the logged-in customer's own
    const owned =
      data.iddcl <= 0 ||
      (session.kind === 'user' && (await addressOwnedBySub(db, session.sub, data.iddcl)));
    if (!owned) return fail(ADDRESS_MESSAGES.notFound, '02');
    const delivery = orderSaveDelivery(data, chain.geo, at, futureAt);
    if (!delivery.ok) return fail(delivery.message, '02');
    shopId = delivery.shopId;
    savedData = delivery.data;
  }

  const hours = chain.shopHours.get(shopId) ?? [];
  const rules = orderSaveCartMessage({
    cart: quote.cart,
    home,
    shopHours: hours,
    itemSchedules: chain.itemSchedules,
    geoAllowed: chain.geoByShop.get(shopId) ?? [],
    futureAt,
    now: at,
    parameters,
  });
  if (rules !== null) return fail(rules, '01');

  const closed = orderSaveOpeningMessage(at, futureAt, hours, parameters);
  if (closed !== null) return fail(closed, '02');

  const blocked = orderSaveBlocked(quote.cart, await blockList(db, shopId), home ? 'home' : 'shop');
  if (blocked.length > 0) {
    return { ...fail(ORDER_SAVE_MSG.blocked, '03'), lstBloqueados: blocked };
  }

  const hash = randomBytes(16).toString('hex');
  const paymentStatus: OrderPaymentStatus = data.tipoPago === 'T' ? 'pendiente' : 'no aplica';
  const answer = ok(
    { TRACKER: hash, pago: paymentStatus, lstBloqueados: [] },
    ORDER_SAVE_MSG.saved,
  );
  const row: OrderNewRow = {
    idempotencyKey: key,
    requestHash,
    ownerKind: session.kind,
    ownerSub: session.sub,
    hash,
    shopId,
    deliveryType: home ? 'DOM' : 'TRA',
    paymentType: PAYMENT_TYPE[data.tipoPago],
    paymentStatus,
    subtotalCents: quote.subtotal,
    discountCents: quote.discount,
    totalCents: quote.total,
    itemCount: cartView(quote.cart).count,
    contactName: data.nombre.trim(),
    contactEmail: data.correo.trim(),
    createdAt: now,
    futureAt: futureAt === null ? null : new Date(futureAt),
    data: {
      // §3.7 the certificate's code is a credential: never kept with the order
      data: { ...savedData, codigoCertificado: undefined },
      lineas: savedLines(quote, lines),
      // the lines as sent (read and checked), for 'Repetir pedido'
      menu: lines.map(orderLineAmounts),
      orden: body.orden,
    },
    // one row per subscription, shared by the device's orders; written before the order (a
    // refused insert leaves it unused, harmless: it names no order and is never pushed to)
    pushSubscriptionId:
      push.subscription === null ? null : await pushSubscriptionSave(db, push.subscription, now),
  };
  let saved: Envelope | null;
  try {
    if (data.tipoPago === 'C') {
      // §3.7 the certificate is debited in the order's own transaction, the coupon's use too
      const outcome = await orderInsertWithCertificate(
        db,
        row,
        answer,
        data,
        now,
        parameters,
        (tx, r, a) => orderInsertRedeeming(tx, r, a, coupon.use),
      );
      if (outcome.kind === 'refused') return outcome.answer;
      saved = outcome.kind === 'saved' ? outcome.answer : null;
    } else {
      const inserted = await orderInsertWithCoupon(db, row, answer, coupon.use);
      if (inserted instanceof CouponSpent) return fail(couponClaimMessage(inserted.claim), '01');
      saved = inserted;
    }
  } catch (error) {
    if (error instanceof CouponSpent) return fail(couponClaimMessage(error.claim), '01');
    throw error;
  }
  if (saved) return saved;
  // a concurrent twin with the same key committed first: answer as a repeat
  const twin = await orderByIdempotencyKey(db, key);
  if (!twin) throw new ApiError(409, ORDER_SAVE_MSG.inProcess);
  return repeatAnswer(twin, requestHash, session);
}
