import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PUSH_TOKEN_MAX } from '../../src/protocol/push-message.ts';
import { ApiError, fail, MSG, ok } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import { ORDER_HASH } from '../orders/read/order-find.ts';
import { PUSH_ATTACH_MSG, pushOrderAttach } from '../push/push-order-attach.ts';
import { PUSH_SUBSCRIPTION_MSG, pushSubscriptionParse } from '../push/push-subscription-parse.ts';
import { ORDER_READ_MSG } from './order-read.ts';

/**
 * tracker/saveSuscripcionPush (issue 34, beyond §7; docs/protocol.md "Order calls"): the
 * browser's push subscription attached to an order already saved, so the order whose success
 * screen asked for notifications hears of its status too. A guest call (a customer's access
 * token too): the order's hash AND the session that placed it; anything else is the order
 * calls' 404. Counted with the hash lookups.
 */
const body = z.object({
  hash: z.string().trim().max(64),
  fcmToken: z.string().trim().min(1).max(PUSH_TOKEN_MAX),
});

export const orderPushCalls: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  defineCall(
    app,
    '/tracker/saveSuscripcionPush',
    { guest: true, body, limit: 'hashLookup' },
    async ({ body, session, now }) => {
      // guest: true always yields a session (or has already answered 401/403)
      if (session === null) throw new ApiError(401, MSG.loginRequired);
      if (!ORDER_HASH.test(body.hash)) throw new ApiError(404, ORDER_READ_MSG.notFound);
      const parsed = pushSubscriptionParse(body.fcmToken, config.push.endpointAllow);
      if (!parsed.ok) return fail(parsed.message, '01');
      if (parsed.subscription === null) return fail(PUSH_SUBSCRIPTION_MSG.invalid, '01');
      const owner = { kind: session.kind, sub: session.sub };
      const result = await pushOrderAttach(db, body.hash, owner, parsed.subscription, now);
      if (result === 'notFound') throw new ApiError(404, ORDER_READ_MSG.notFound);
      if (result === 'finished') return fail(PUSH_ATTACH_MSG.finished, '01');
      if (result === 'full') return fail(PUSH_ATTACH_MSG.full, '01');
      return ok({}, PUSH_ATTACH_MSG.done);
    },
  );
};
