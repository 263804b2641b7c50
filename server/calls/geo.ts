import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { COVERAGE_NONE_MESSAGE, coverageResolve } from '../../src/domain/geo/coverage.ts';
import { coverageLookup } from '../../src/domain/geo/coverage-lookup.ts';
import { coverageNearest } from '../../src/domain/geo/coverage-nearest.ts';
import { serverTimeFormatIso } from '../../src/domain/server-time.ts';
import { geoIndexPart } from '../chain/geo-index.ts';
import { fail, ok } from '../wire/envelope.ts';
import { defineCall } from '../http/route.ts';
import { CART_MSG } from '../cart/cart-messages.ts';
import { formId } from '../wire/id-fields.ts';
import { coordinatePairRead } from '../wire/coordinate-fields.ts';

/**
 * `latitud` and `longitud` (§3.2, §4.3): numeric and in range, or 400 naming the field with
 * the Spanish message ('Solicitud inválida: latitud: La latitud debe ser un número').
 */
const coordinatesBody = z
  .object({ latitud: z.unknown().optional(), longitud: z.unknown().optional() })
  .transform((body, ctx) => coordinatePairRead(body, ['latitud', 'longitud'], ctx) ?? z.NEVER);

/**
 * geo/* calls (§7, docs/protocol.md "Geo calls"): coverage of a place, the zones holding it
 * and a shop's delivery extent. Guest calls, read from the loaded chain's zones.
 */
export const geoCalls: FastifyPluginAsync = async (app) => {
  const { chain } = app.ctx;

  defineCall(
    app,
    '/geo/validaCobertura',
    { guest: true, body: coordinatesBody },
    async ({ body, now }) => {
      const geo = await chain.part(geoIndexPart);
      const coverage = coverageResolve({
        point: body,
        zones: geo.zones,
        deliveryPoints: geo.deliveryPoints,
        shops: geo.shopList,
        now: now.getTime(),
        systemTime: serverTimeFormatIso(now.getTime()),
      });
      return coverage === null ? ok({ data: null }, COVERAGE_NONE_MESSAGE) : { data: coverage };
    },
  );

  // the way out of a place without coverage: the nearest covered one and how far it is
  defineCall(app, '/geo/getCercano', { guest: true, body: coordinatesBody }, async ({ body }) => {
    const geo = await chain.part(geoIndexPart);
    const nearest = coverageNearest(body, geo.zones, geo.shopList);
    if (nearest === null) return { data: null };
    const { point, distanceKm } = nearest;
    return {
      data: {
        LAT: point.latitude,
        LNG: point.longitude,
        DISTANCIA: Math.round(distanceKm * 1000) / 1000,
      },
    };
  });

  defineCall(app, '/geo/getPoligono', { guest: true, body: coordinatesBody }, async ({ body }) => {
    const geo = await chain.part(geoIndexPart);
    const entries = coverageLookup(body, geo.zones, geo.shopList);
    return { data: entries.map((e) => ({ IDTDA: e.shopId, IDPOL: e.polygonCode })) };
  });

  defineCall(
    app,
    '/geo/getExt',
    { guest: true, body: z.object({ idtda: formId }) },
    async ({ body }) => {
      const geo = await chain.part(geoIndexPart);
      const shop = geo.shops.get(body.idtda);
      if (!shop) return fail(CART_MSG.unknownShop, '01');
      const of = (kind: 'TDA' | 'ZON') =>
        geo.records.filter((z) => z.TIPO === kind && z.IDTDA === shop.id);
      const zonas = [...of('TDA'), ...of('ZON')].map((z) => ({
        CODIGO: z.CODIGO,
        N: z.N,
        TIPO: z.TIPO,
        POLIGONO: z.POLIGONO,
        RESTRICCION: z.RESTRICCION,
        RESTRICCION_DESDE: z.RESTRICCION_DESDE ?? null,
        RESTRICCION_HASTA: z.RESTRICCION_HASTA ?? null,
      }));
      return { data: { IDTDA: shop.id, N: shop.name, zonas } };
    },
  );
};
