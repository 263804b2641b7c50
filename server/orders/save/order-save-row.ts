import { randomBytes } from 'node:crypto';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import type { OrderLineCents } from '../../../src/protocol/order-line.ts';
import { orderLineAmounts } from '../../../src/protocol/order-lines-amounts.ts';
import type { Session } from '../../auth/guard.ts';
import type { Database } from '../../db/client.ts';
import type { OrderPaymentStatus, OrderPaymentType } from '../../db/schema/orders.ts';
import type { PushSubscriptionParsed } from '../../push/push-subscription-parse.ts';
import { pushSubscriptionSave } from '../../push/push-subscriptions.ts';
import type { CartQuote } from '../../quote/cart-quote.ts';
import type { OrderDataInput, OrderSaveInput } from './order-save-body.ts';
import type { OrderChecked } from './order-save-checks.ts';
import type { OrderNewRow } from './order-save-store.ts';

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

/** §3.6 the priced lines as the order keeps them, in the order sent. */
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

/** What the stored order is written from besides the checks' findings. */
export interface OrderRowSource {
  body: OrderSaveInput;
  requestHash: string;
  session: Session;
  now: Date;
  push: Extract<PushSubscriptionParsed, { ok: true }>;
}

/** The order's tracker hash and payment status, as the row and the answer both say them. */
export function orderTrackerNew(data: OrderDataInput): {
  hash: string;
  paymentStatus: OrderPaymentStatus;
} {
  return {
    hash: randomBytes(16).toString('hex'),
    paymentStatus: data.tipoPago === 'T' ? 'pendiente' : 'no aplica',
  };
}

/** §3.6 the order's row: the server's prices, shop and destination, the lines as sent. */
export async function orderRowBuild(
  db: Database,
  source: OrderRowSource,
  checked: OrderChecked,
  tracker: { hash: string; paymentStatus: OrderPaymentStatus },
): Promise<OrderNewRow> {
  const { body, session, now, push } = source;
  const { quote, futureAt } = checked;
  const data = body.data;
  const { lines } = body.menu;
  return {
    idempotencyKey: body.orden.idempotencia,
    requestHash: source.requestHash,
    ownerKind: session.kind,
    ownerSub: session.sub,
    hash: tracker.hash,
    shopId: checked.shopId,
    deliveryType: checked.home ? 'DOM' : 'TRA',
    paymentType: PAYMENT_TYPE[data.tipoPago],
    paymentStatus: tracker.paymentStatus,
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
      data: { ...checked.data, codigoCertificado: undefined },
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
}
