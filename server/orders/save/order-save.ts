import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../../src/domain/ordering-country.ts';
import type { Session } from '../../auth/guard.ts';
import { couponClaimMessage } from '../../coupons/coupon-claims.ts';
import { orderRepeatCheck, orderRequestHash } from '../../idempotency/request-hash.ts';
import { pushSubscriptionParse } from '../../push/push-subscription-parse.ts';
import { ApiError, fail, ok, type Envelope } from '../../wire/envelope.ts';
import type { OrderSaveInput } from './order-save-body.ts';
import { orderInsertWithCertificate } from './order-save-certificate.ts';
import { orderSaveCheck } from './order-save-checks.ts';
import {
  CouponSpent,
  orderInsertRedeeming,
  orderInsertWithCoupon,
  type OrderCouponUse,
} from './order-save-coupon.ts';
import type { OrderSaveDeps } from './order-save-deps.ts';
import { ORDER_SAVE_MSG } from './order-save-messages.ts';
import { orderRowBuild, orderTrackerNew } from './order-save-row.ts';
import {
  orderByIdempotencyKey,
  type OrderNewRow,
  type OrderStoredAnswer,
} from './order-save-store.ts';

export type { OrderSaveDeps } from './order-save-deps.ts';

/**
 * Contract "Idempotency": a repeat of a stored key answers the stored envelope when it is the
 * same body from the same customer; anything else is 409 'Tu orden ya se encuentra en
 * proceso' (the stored answer names the order's tracker: it is never handed to someone else).
 */
function repeatAnswer(stored: OrderStoredAnswer, requestHash: string, session: Session): Envelope {
  orderRepeatCheck(stored, requestHash, session);
  return stored.response;
}

/**
 * The order, its PEN event and its answer in one transaction, with the coupon's use and, with
 * tipoPago 'C', the certificate's debit. Null when a twin with the same key committed first.
 */
async function orderInsert(
  deps: OrderSaveDeps,
  row: OrderNewRow,
  answer: Envelope,
  body: OrderSaveInput,
  context: { now: Date; coupon: OrderCouponUse | null },
): Promise<Envelope | null> {
  const { coupon, now } = context;
  try {
    if (body.data.tipoPago === 'C') {
      // §3.7 the certificate is debited in the order's own transaction, the coupon's use too
      const outcome = await orderInsertWithCertificate(
        deps.db,
        row,
        answer,
        body.data,
        now,
        deps.parameters,
        (tx, r, a) => orderInsertRedeeming(tx, r, a, coupon),
      );
      if (outcome.kind === 'refused') return outcome.answer;
      return outcome.kind === 'saved' ? outcome.answer : null;
    }
    const inserted = await orderInsertWithCoupon(deps.db, row, answer, coupon);
    if (inserted instanceof CouponSpent) return fail(couponClaimMessage(inserted.claim), '01');
    return inserted;
  } catch (error) {
    if (error instanceof CouponSpent) return fail(couponClaimMessage(error.claim), '01');
    throw error;
  }
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

  const checked = await orderSaveCheck(deps, body, session, now.getTime(), clientAddress);
  if ('refused' in checked) return checked.refused;

  const tracker = orderTrackerNew(body.data);
  const answer = ok(
    { TRACKER: tracker.hash, pago: tracker.paymentStatus, lstBloqueados: [] },
    ORDER_SAVE_MSG.saved,
  );
  const source = { body, requestHash, session, now, push };
  const row = await orderRowBuild(db, source, checked, tracker);
  const saved = await orderInsert(deps, row, answer, body, { now, coupon: checked.coupon });
  if (saved) return saved;
  // a concurrent twin with the same key committed first: answer as a repeat
  const twin = await orderByIdempotencyKey(db, key);
  if (!twin) throw new ApiError(409, ORDER_SAVE_MSG.inProcess);
  return repeatAnswer(twin, requestHash, session);
}
