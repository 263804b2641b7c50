import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { serverTimeFormatIso } from '../../src/domain/server-time.ts';
import { defineCall, formBool } from '../http/route.ts';
import { cartDataCalls } from './cart-data.ts';
import { contentCalls } from './content.ts';

/** data/* calls of the foundation (docs/protocol.md): menu, images, catalogues, time, content. */
export const dataCalls: FastifyPluginAsync = async (app) => {
  const { chain } = app.ctx;

  defineCall(app, '/data/getData', {}, async () => (await chain.answers()).getData);

  defineCall(
    app,
    '/data/getImages',
    // §7: the client sends {background: true}; it only affects its loading indicator
    { body: z.object({ background: formBool.optional() }) },
    async () => (await chain.answers()).getImages,
  );

  defineCall(app, '/data/getCatalogos', {}, async () => (await chain.answers()).getCatalogos);

  defineCall(app, '/data/getFechaHora', {}, ({ now }) => ({
    fecha: serverTimeFormatIso(now.getTime()),
  }));

  // the cart's data calls (getVS, checkPr, getPromo, getBloqueos, checkHr)
  await app.register(cartDataCalls);
  // the chain's content pages, announcements and help situations (getContenido)
  await app.register(contentCalls);
};
