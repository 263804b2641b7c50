import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ChainCache } from '../data/chain-cache.ts';
import { defineCall, formBool } from '../http/route.ts';

dayjs.extend(utc);

/** America/El_Salvador is UTC-6 all year (no daylight saving), DESIGN "Time". */
const EL_SALVADOR_OFFSET_MINUTES = -6 * 60;

/** Server time as data/getFechaHora sends it: '2026-11-22T15:04:05-06:00'. */
export function fechaHora(now: Date): string {
  return dayjs(now).utcOffset(EL_SALVADOR_OFFSET_MINUTES).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** data/* calls of the foundation (docs/protocol.md): menu, images, catalogues, time. */
export const dataCalls: FastifyPluginAsync = async (app) => {
  const cache = new ChainCache(app.ctx.db, app.ctx.config.parametros);

  defineCall(app, '/data/getData', {}, async () => (await cache.get()).getData);

  defineCall(
    app,
    '/data/getImages',
    // §7: the client sends {background: true}; it only affects its loading indicator
    { body: z.object({ background: formBool.optional() }) },
    async () => (await cache.get()).getImages,
  );

  defineCall(app, '/data/getCatalogos', {}, async () => (await cache.get()).getCatalogos);

  defineCall(app, '/data/getFechaHora', {}, ({ now }) => ({ fecha: fechaHora(now) }));
};
