import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, MSG } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import { orderSave } from '../orders/save/order-save.ts';
import { orderSaveBody } from '../orders/save/order-save-body.ts';
import { orderSaveParameters } from '../orders/save/order-save-parameters.ts';

/**
 * data/saveOrderPendiente (§4.3, §3.6, contract "data/saveOrderPendiente"): an encrypted
 * guest call (a logged-in customer's access token is admitted too) storing the order exactly
 * once per idempotency key.
 */
export const orderSaveCalls: FastifyPluginAsync = async (app) => {
  const deps = {
    db: app.ctx.db,
    chain: app.ctx.chain,
    parameters: orderSaveParameters(app.ctx.config.parametros, app.ctx.config.countryCode),
    pushAllow: app.ctx.config.push.endpointAllow,
    couponRules: { addressCap: app.ctx.config.couponAddressCap },
  };
  defineCall(
    app,
    '/data/saveOrderPendiente',
    {
      guest: true,
      encrypted: true,
      body: orderSaveBody,
      // per customer, and per address across the tokens a client may take (decision 015)
      limit: ['orderSave', 'orderSaveAddress'],
    },
    async ({ body, session, now, request }) => {
      // guest: true always yields a session (or has already answered 401/403)
      if (session === null) throw new ApiError(401, MSG.loginRequired);
      // the address as the rate limits count it: IPv6 by its /64
      return orderSave(deps, body, session, now, normalizeIP(request.ip));
    },
  );
};
