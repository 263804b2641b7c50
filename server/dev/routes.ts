import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/order/order-status.ts';
import { formId } from '../wire/id-fields.ts';
import type { Config } from '../config.ts';
import { ApiError, badRequest, ok } from '../wire/envelope.ts';
import { handleError } from '../http/errors.ts';
import { describeIssues } from '../http/route.ts';
import '../http/context.ts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { customers } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { driverStep } from '../orders/ops/driver-step.ts';
import { orderAdvance, type OrderOpResult } from '../orders/ops/order-advance.ts';
import { devRequestCheck } from './dev-request.ts';
import { devProductHide } from './product-hide.ts';

/**
 * Development-only endpoints (issue 6 "Operations"; config.devEndpoints, off in production
 * unless DEV_ENDPOINTS=1): move an order along its statuses and drive its simulated driver
 * from a browser or a test, and hide a product of the menu, outside API_BASE. Form bodies; answers in the envelope with
 * `{ estado, puntos }` (the status and how many tracking points the order has). Requests
 * from another site are refused (./dev-request.ts).
 */

const params = z.object({ id: formId });

const statusBody = z.object({
  estado: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ORDER_STATUSES, { error: `debe ser uno de ${ORDER_STATUSES.join(', ')}` }).optional(),
  ),
});

const hideBody = z.object({ oculto: z.enum(['0', '1']) });

const countBody = z.object({
  idempotencia: z.string().trim().max(60).optional(),
  correo: z.string().trim().max(254).optional(),
});

const spanish = z.locales.es().localeError;

function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {}, { error: spanish });
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  return parsed.data;
}

function answer(result: OrderOpResult) {
  if (!result.ok) {
    throw new ApiError(result.reason === 'notFound' ? 404 : 409, result.message);
  }
  return ok({ estado: result.status, puntos: result.points });
}

export const devRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  if (!config.devEndpoints) return;
  // registered before the app sets its own handler, so this context needs the envelope one
  app.setErrorHandler(handleError);
  app.addHook('onRequest', devRequestCheck);

  app.post('/dev/orders/:id/status', async (request) => {
    const { id } = parse(params, request.params);
    const to: OrderStatus | undefined = parse(statusBody, request.body).estado;
    return answer(await orderAdvance(app.ctx.db, id, to, app.ctx.clock()));
  });

  // how many orders the server holds (for one idempotency key, or owned by the account of
  // one e-mail, when given): lets a journey check that an order sent offline and replayed
  // was stored exactly once, or that a guest's orders joined the account made after them
  app.post('/dev/orders/count', async (request) => {
    const { idempotencia, correo } = parse(countBody, request.body);
    const owner = correo
      ? and(
          eq(orders.ownerKind, 'user'),
          inArray(
            orders.ownerSub,
            app.ctx.db
              .select({ sub: customers.sub })
              .from(customers)
              .where(eq(customers.emailKey, emailKey(correo))),
          ),
        )
      : undefined;
    const [row] = await app.ctx.db
      .select({ total: count() })
      .from(orders)
      .where(and(idempotencia ? eq(orders.idempotencyKey, idempotencia) : undefined, owner));
    return ok({ total: row?.total ?? 0 });
  });

  // hides (oculto=1) or shows again (0) a product of the loaded menu: a journey can then
  // see how the app treats a product that left the menu after it was ordered
  app.post('/dev/products/:id/hidden', async (request) => {
    const { id } = parse(params, request.params);
    const { oculto } = parse(hideBody, request.body);
    if (!(await devProductHide(app.ctx.db, id, oculto === '1'))) {
      throw new ApiError(404, 'Producto no encontrado');
    }
    return ok({ oculto: Number(oculto) });
  });

  app.post('/dev/orders/:id/driver', async (request) => {
    const { id } = parse(params, request.params);
    return answer(await driverStep(app.ctx.db, id, app.ctx.clock()));
  });
};
