import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { couponByCode, couponsOpen, couponsWallet } from '../coupons/coupon-answers.ts';
import { couponIndexPart } from '../coupons/coupon-index.ts';
import { couponViewerOf } from '../coupons/coupon-viewer.ts';
import { ApiError, MSG } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';

const codeBody = z.object({
  cupon: z.string({ error: 'debe ser un texto' }).max(80, 'admite como máximo 80 caracteres'),
  correo: z
    .string({ error: 'debe ser un texto' })
    .max(254, 'admite como máximo 254 caracteres')
    .default(''),
  // a guest's phone, when the app has it: its uses count as the order save's do (031)
  telefono: z
    .string({ error: 'debe ser un texto' })
    .max(20, 'admite como máximo 20 caracteres')
    .default(''),
});

/**
 * The coupon calls of issue 17 (§7; /work contract "A. Coupons"): the open coupons
 * (data/getCupones, guest or account), the customer's wallet (cliente/checkCuponera, secure)
 * and a promo code's coupon (data/checkPromocionCheckout, guest or account, multipart; rate
 * limited per address as the hash lookups are, since it answers whether a code exists).
 */
export const couponCalls: FastifyPluginAsync = async (app) => {
  const { db, chain } = app.ctx;
  const rules = { addressCap: app.ctx.config.couponAddressCap };

  defineCall(app, '/data/getCupones', { guest: true }, async ({ now }) =>
    couponsOpen(await chain.part(couponIndexPart), now.getTime()),
  );

  defineCall(app, '/cliente/checkCuponera', { secure: true }, async ({ session, now }) => {
    const viewer = await couponViewerOf(db, session);
    if (viewer.kind !== 'user') throw new ApiError(401, MSG.loginRequired);
    return couponsWallet(db, await chain.part(couponIndexPart), viewer, now.getTime());
  });

  defineCall(
    app,
    '/data/checkPromocionCheckout',
    { guest: true, body: codeBody, limit: 'hashLookup' },
    async ({ session, body, now, request }) =>
      couponByCode(
        { db, rules },
        await chain.part(couponIndexPart),
        await couponViewerOf(db, session),
        { ...body, address: normalizeIP(request.ip) },
        now.getTime(),
      ),
  );
};
