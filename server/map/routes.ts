import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ChainCache } from '../chain/chain-cache.ts';
import type { Config } from '../config.ts';
import { landFeatureCollection } from './land-outline.ts';
import { mapChainDocumentsPart } from './map-chain-documents.ts';
import { mapDocument, mapDocumentMatches, type MapDocument } from './map-document.ts';
import { MAP_DATA_PATH, MAP_FILES, mapPalette, mapStyle, type MapFileName } from './map-style.ts';
import { roadsFeatureCollection } from './roads.ts';

/**
 * The offline map (§9 map): GET /map/style.json and the GeoJSON files it points to under
 * /map/data/. Land and roads never change while the server runs; zones and shops follow
 * the loaded chain, and so does places.geojson, the map's names (colonias, districts,
 * landmarks, shops and roads) that the delivery map searches and labels. Every answer carries an ETag and `no-cache`, so browsers revalidate
 * and get a 304 when nothing changed; the app's compress plugin gzips them.
 */

export interface MapRoutesOptions {
  config: Config;
  /** the server's view of the loaded chain (zones and shops) */
  chain: ChainCache;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const GEOJSON_TYPE = 'application/geo+json; charset=utf-8';

function send(request: FastifyRequest, reply: FastifyReply, doc: MapDocument, type: string) {
  reply.header('cache-control', 'no-cache').header('etag', doc.etag);
  if (mapDocumentMatches(doc, request.headers['if-none-match'])) return reply.code(304).send();
  return reply.type(type).send(doc.body);
}

export const mapRoutes: FastifyPluginAsync<MapRoutesOptions> = async (app, { config, chain }) => {
  const style = mapDocument(mapStyle(mapPalette(config.brand.colors)));
  const fixed = {
    land: mapDocument(landFeatureCollection()),
    roads: mapDocument(roadsFeatureCollection()),
  };
  const documentOf = async (name: MapFileName): Promise<MapDocument> => {
    if (name === 'land' || name === 'roads') return fixed[name];
    return (await chain.part(mapChainDocumentsPart))[name];
  };
  const isSource = (name: string): name is MapFileName =>
    (MAP_FILES as readonly string[]).includes(name);

  app.get('/map/style.json', async (request, reply) => send(request, reply, style, JSON_TYPE));

  app.get<{ Params: { file: string } }>(`${MAP_DATA_PATH}/:file`, async (request, reply) => {
    const name = request.params.file.replace(/\.geojson$/, '');
    if (!request.params.file.endsWith('.geojson') || !isSource(name)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Capa de mapa no encontrada');
    }
    return send(request, reply, await documentOf(name), GEOJSON_TYPE);
  });
};
