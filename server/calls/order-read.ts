import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orderStatusParse } from '../../src/domain/order/order-status.ts';
import type { Session } from '../auth/guard.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { ApiError, fail, ok } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import {
  orderFindByHash,
  orderFindOwned,
  orderPointsOf,
  type OrderRow,
} from '../orders/read/order-find.ts';
import { orderDeliveryPoint } from '../orders/read/order-saved.ts';
import { orderWireRead } from '../orders/read/order-wire-read.ts';
import { trackingWire } from '../orders/read/tracking-wire.ts';
import {
  certificateOrderOwned,
  certificatePaymentTokenIssue,
} from '../certificates/certificate-payment.ts';
import { paymentTokenIssue } from '../pasarela/payment-token.ts';
import { formId } from '../wire/id-fields.ts';

/** Spanish answers of the order calls (issue 6 "Order reads", "Card payment"). */
export const ORDER_READ_MSG = {
  notFound: 'Pedido no encontrado',
  received: (id: number) => `Tu pedido #${id} ya fue recibido. Puedes seguirlo en Mis pedidos.`,
  alreadyPaid: 'Este pedido ya fue pagado',
  notCard: 'Este pedido no se paga con tarjeta',
  noGateway: 'El pago con tarjeta no está disponible',
  /** §4.4 the certificate order-check dialog once a certificate order is paid */
  certificatesSent: (id: number) =>
    `Tu compra de certificados #${id} fue pagada. Enviamos cada certificado al correo de quien lo recibe.`,
} as const;

const notFound = () => new ApiError(404, ORDER_READ_MSG.notFound);

/** The hash path parameter; anything but 32 lowercase hex digits is an unknown order. */
const hashParam = (request: FastifyRequest) => {
  const params = request.params as { hash?: unknown };
  return typeof params.hash === 'string' ? params.hash : '';
};

/** Guest and secure calls always have a session; the type cannot say so. */
const subOf = (session: Session | null) => session?.sub ?? '';

async function ownedOrFail(db: Database, id: number, session: Session | null): Promise<OrderRow> {
  const row = await orderFindOwned(db, id, subOf(session));
  if (!row) throw notFound();
  return row;
}

/** §4.4 the certificate order-check dialog: like a card order's, 'tipo' 'CER'. */
async function certificateOrderCheck(db: Database, id: number, session: Session | null) {
  const row = await certificateOrderOwned(db, id, subOf(session));
  if (!row) throw notFound();
  const paid = row.paymentStatus === 'pagado';
  const answer = { estado: paid ? 'FIN' : 'PEN', pago: row.paymentStatus, tipo: 'CER' };
  if (!paid) return ok(answer);
  return { ...fail(ORDER_READ_MSG.certificatesSent(row.id), '02'), ...answer };
}

/** checkout/getValidatorTokenDummy for a certificate order ('tipo' 'CER'). */
async function certificateToken(app: FastifyInstance, id: number, session: Session | null) {
  const { db, config } = app.ctx;
  const row = await certificateOrderOwned(db, id, subOf(session));
  if (!row) throw notFound();
  if (!config.pasarela.dummy) return fail(ORDER_READ_MSG.noGateway, '02');
  if (row.paymentStatus === 'pagado') return fail(ORDER_READ_MSG.alreadyPaid, '01');
  const token = await certificatePaymentTokenIssue(db, row.id);
  return { token, url: `/pasarela/dummy?token=${token}` };
}

/** §4.4 the order-check dialog: a meal order's status, or a certificate order's. */
function orderCheckCall(app: FastifyInstance): void {
  const { db } = app.ctx;
  defineCall(
    app,
    '/data/checkOrder',
    { guest: true, body: z.object({ idorder: formId }) },
    async ({ body, session }) => {
      const row = await orderFindOwned(db, body.idorder, subOf(session));
      if (!row) return certificateOrderCheck(db, body.idorder, session);
      const answer = { estado: orderStatusParse(row.status), pago: row.paymentStatus };
      // §4.4 order check: a card order still waiting for its payment is not placed yet
      const cardDue = row.paymentType === 'TAR' || row.restPayment === 'T';
      if (cardDue && row.paymentStatus !== 'pagado') return ok(answer);
      return { ...fail(ORDER_READ_MSG.received(row.id), '02'), ...answer };
    },
  );
}

/** §4.4 by the tracker's hash, no token: the order and the driver's route. */
function hashCalls(app: FastifyInstance): void {
  const { db } = app.ctx;
  defineCall(app, '/cliente/getOrdenHash/:hash', { limit: 'hashLookup' }, async ({ request }) => {
    const row = await orderFindByHash(db, hashParam(request));
    if (!row) throw notFound();
    return { data: await orderWireRead(db, row) };
  });

  defineCall(
    app,
    '/cliente/getCoordenadasHash/:hash',
    { limit: 'hashLookup' },
    async ({ request }) => {
      const row = await orderFindByHash(db, hashParam(request));
      if (!row) throw notFound();
      return { data: trackingWire(await orderPointsOf(db, row.id), orderDeliveryPoint(row)) };
    },
  );
}

/** The tracker has been opened: the order stops offering it. */
function trackedCall(app: FastifyInstance): void {
  const { db } = app.ctx;
  defineCall(
    app,
    '/tracker/ordenHasTracked',
    { guest: true, body: z.object({ idord: formId }) },
    async ({ body, session }) => {
      const updated = await db
        .update(orders)
        .set({ tracked: true })
        .where(and(eq(orders.id, body.idord), eq(orders.ownerSub, subOf(session))))
        .returning({ id: orders.id });
      if (updated.length === 0) throw notFound();
      return {};
    },
  );
}

/** The dummy gateway's token for a card order, or the card rest of a certificate payment. */
function validatorTokenCall(app: FastifyInstance): void {
  const { db, config } = app.ctx;
  defineCall(
    app,
    '/checkout/getValidatorTokenDummy',
    {
      guest: true,
      body: z.object({
        idorder: formId,
        tipo: z
          .enum(['T', 'CER'], { error: 'debe ser T (tarjeta) o CER (certificados)' })
          .optional(),
      }),
    },
    async ({ body, session }) => {
      if (body.tipo === 'CER') return certificateToken(app, body.idorder, session);
      const row = await ownedOrFail(db, body.idorder, session);
      if (!config.pasarela.dummy) return fail(ORDER_READ_MSG.noGateway, '02');
      // §3.7 an order paid with a certificate whose rest goes by card pays that rest here
      const cardDue = row.paymentType === 'TAR' || row.restPayment === 'T';
      if (!cardDue) return fail(ORDER_READ_MSG.notCard, '01');
      if (row.paymentStatus === 'pagado') return fail(ORDER_READ_MSG.alreadyPaid, '01');
      const token = await paymentTokenIssue(db, row.id);
      return { token, url: `/pasarela/dummy?token=${token}` };
    },
  );
}

/**
 * §7 order calls (docs/protocol.md "Order calls"): data/checkOrder, cliente/getOrdenHash,
 * cliente/getCoordenadasHash, tracker/ordenHasTracked and checkout/getValidatorTokenDummy.
 * Calls by id answer only the order's owner (issue 6 "Ownership"); calls by hash need no
 * token, the hash being the capability. Unknown and foreign orders are both 404.
 */
export const orderReadCalls: FastifyPluginAsync = async (app) => {
  orderCheckCall(app);
  hashCalls(app);
  trackedCall(app);
  validatorTokenCall(app);
};
