import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { serverTimeFormatTime } from '../../src/domain/server-time.ts';
import { blockList, type BlockRecord } from '../cart/blocks.ts';
import { itemHoursRows } from '../cart/item-hours.ts';
import { promoCodeResolve } from '../cart/promo-code.ts';
import { promotionValidAt } from '../cart/promo-validity.ts';
import { geoAllowedRows, suggestedSaleRows } from '../cart/suggested-sale.ts';
import { cartIndexPart, type CartIndex } from '../chain/cart-index.ts';
import { fail, ok } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import { formId, formIdList, formIdOptional } from '../wire/id-fields.ts';
import { CART_MSG } from '../cart/cart-messages.ts';
import { formFutureDate, formFutureHour } from './cart-fields.ts';

/** §5.5 pff and pfh go together: both set, or both 'n'. */
const hoursBody = z
  .object({ ids: formIdList, pff: formFutureDate, pfh: formFutureHour })
  .refine((b) => (b.pff === null) === (b.pfh === null), {
    path: ['pfh'],
    message: 'pff y pfh van juntas: ambas con valor o ambas n',
  });

const rowsOf = (list: readonly BlockRecord[], kind: BlockRecord['kind']) => {
  const seen = new Set<string>();
  return list.flatMap((b) => {
    const key = `${b.itemId}/${b.type}`;
    if (b.kind !== kind || seen.has(key)) return [];
    seen.add(key);
    return [{ I: b.itemId, T: b.type }];
  });
};

/**
 * data/* calls of the cart (§7, docs/protocol.md "Cart calls"): suggested sale and geo
 * permissions, promotion validity and codes, blocks, item hours. Guest calls.
 */
export const cartDataCalls: FastifyPluginAsync = async (app) => {
  const { chain, db } = app.ctx;
  /** the cart index of the current chain version */
  const cartIndex = () => chain.part(cartIndexPart);
  const knownShop = (cart: CartIndex, shopId: number | null) =>
    shopId === null || cart.shops.has(shopId);

  defineCall(
    app,
    '/data/getVS',
    { guest: true, body: z.object({ ids: formIdList, idtda: formIdOptional }) },
    async ({ body, now }) => {
      const cart = await cartIndex();
      const shopId = body.idtda ?? null;
      if (!knownShop(cart, shopId)) return fail(CART_MSG.unknownShop, '01');
      const blocked = new Set(
        (await blockList(db, shopId)).filter((b) => b.kind === 'producto').map((b) => b.itemId),
      );
      const query = { cartIds: body.ids, shopId, blocked, at: now.getTime() };
      return { data: [...suggestedSaleRows(cart, query), ...geoAllowedRows(cart, shopId)] };
    },
  );

  defineCall(
    app,
    '/data/checkPr',
    { guest: true, body: z.object({ id: formId }) },
    async ({ body, now }) => {
      const cart = await cartIndex();
      const promotion = cart.promotions.get(body.id);
      if (!promotion) return ok({ data: { v: 'N' } }, CART_MSG.unknownPromotion);
      const weekdays = cart.products.get(body.id)?.SM ?? null;
      const valid = promotionValidAt(promotion.FECHA_HASTA, weekdays, now.getTime());
      return { data: { v: valid ? 'S' : 'N' } };
    },
  );

  defineCall(
    app,
    '/data/getPromo',
    {
      guest: true,
      body: z.object({ codigo: z.string().trim().min(1).max(60) }),
      // it answers whether a code exists: limited per address as checkPromocionCheckout is
      limit: 'hashLookup',
    },
    async ({ body }) => {
      const promotion = promoCodeResolve(await cartIndex(), body.codigo);
      if (!promotion) return fail(CART_MSG.invalidCode, '01');
      return { data: [{ I: promotion.I, D: promotion.D }] };
    },
  );

  defineCall(
    app,
    '/data/getBloqueos',
    { guest: true, body: z.object({ idtda: formIdOptional }) },
    async ({ body }) => {
      const shopId = body.idtda ?? null;
      if (!knownShop(await cartIndex(), shopId)) return fail(CART_MSG.unknownShop, '01');
      // never cached: an operator's block counts from the next request on
      const list = await blockList(db, shopId);
      return {
        data: { bloqueos: rowsOf(list, 'producto'), bloqueosOpciones: rowsOf(list, 'opcion') },
      };
    },
  );

  defineCall(app, '/data/checkHr', { guest: true, body: hoursBody }, async ({ body, now }) => {
    const time = body.pfh ?? serverTimeFormatTime(now.getTime());
    return { data: itemHoursRows(await cartIndex(), body.ids, time) };
  });
};
