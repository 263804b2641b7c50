import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAIN_RECHECK_MS } from '../chain/chain-cache.ts';
import { loadChain } from '../seed/load.ts';
import { chainSchema, type ChainData } from '../seed/schema.ts';
import { fixtureChain, startTestServer, type TestServer } from '../test/harness.ts';
import type { MapFeatureCollection, MapPosition } from './geojson.ts';
import { ringContains } from './land-contains.fixture.ts';

// GET /map/style.json and /map/data/*.geojson over real HTTP, with the demo chain loaded.
const demo: ChainData = chainSchema.parse(
  JSON.parse(readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8')),
);

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({
    chain: demo,
    env: { BRAND_COLOR_PRIMARY: '#0a7d3b', BRAND_COLOR_SECONDARY: '#ffd23f' },
  });
});
afterAll(async () => {
  await s.close();
});

interface Style {
  version: number;
  glyphs?: string;
  sprite?: string;
  sources: Record<string, { type: string; data: string }>;
  layers: { id: string; type: string; source?: string; paint?: Record<string, unknown> }[];
}

async function getJson<T>(path: string): Promise<{ res: Response; body: T }> {
  const res = await fetch(new URL(path, s.url));
  return { res, body: (await res.json()) as T };
}

async function style(): Promise<Style> {
  return (await getJson<Style>('/map/style.json')).body;
}

async function collection(name: string): Promise<MapFeatureCollection> {
  return (await getJson<MapFeatureCollection>(`/map/data/${name}.geojson`)).body;
}

/** A raw GET that keeps the compressed bytes, to see what travels on the wire. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  size: number;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, s.url), { headers }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, size }));
    });
    req.on('error', reject);
    req.end();
  });
}

const inRange = ([lng, lat]: MapPosition) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

/** Problems that make a FeatureCollection unusable as GeoJSON (RFC 7946), if any. */
function geoJsonProblems(fc: MapFeatureCollection): string[] {
  const problems: string[] = [];
  if (fc.type !== 'FeatureCollection' || !Array.isArray(fc.features)) return ['no es colección'];
  const ringOk = (ring: MapPosition[]) =>
    ring.length >= 4 &&
    ring.every(inRange) &&
    ring[0]![0] === ring.at(-1)![0] &&
    ring[0]![1] === ring.at(-1)![1];
  fc.features.forEach((f, i) => {
    if (f.type !== 'Feature' || typeof f.properties !== 'object' || f.properties === null) {
      problems.push(`${i}: no es Feature con propiedades`);
      return;
    }
    const g = f.geometry;
    const ok =
      (g.type === 'Point' && inRange(g.coordinates)) ||
      (g.type === 'LineString' && g.coordinates.length >= 2 && g.coordinates.every(inRange)) ||
      (g.type === 'Polygon' && g.coordinates.length >= 1 && g.coordinates.every(ringOk)) ||
      (g.type === 'MultiPolygon' &&
        g.coordinates.length >= 1 &&
        g.coordinates.every((poly) => poly.length >= 1 && poly.every(ringOk)));
    if (!ok) problems.push(`${i}: geometría ${g.type} no válida`);
  });
  return problems;
}

describe('GET /map/style.json', () => {
  test('is a valid MapLibre style version 8 that needs no glyphs, sprites or text', async () => {
    const { res, body } = await getJson<Style>('/map/style.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(body.version).toBe(8);
    expect(validateStyleMin(body as unknown as Parameters<typeof validateStyleMin>[0])).toEqual([]);
    expect(body.glyphs).toBeUndefined();
    expect(body.sprite).toBeUndefined();
    expect(body.layers.filter((l) => l.type === 'symbol')).toEqual([]);
  });

  test('draws sea, neighbours, land, districts, delivery areas, roads and shops in that order', async () => {
    const { layers, sources } = await style();
    expect(layers.map((l) => l.id)).toEqual([
      'sea',
      'neighbours',
      'land',
      'districts',
      'shop-areas',
      'delivery-zones',
      'delivery-zones-outline',
      'roads-minor',
      'roads-major',
      'shops',
    ]);
    expect(layers[0]!.type).toBe('background');
    for (const layer of layers.slice(1)) expect(Object.keys(sources)).toContain(layer.source);
  });

  test('paints delivery zones and shops in the configured brand colours', async () => {
    const { layers } = await style();
    const paint = (id: string) => layers.find((l) => l.id === id)!.paint!;
    expect(paint('delivery-zones')['fill-color']).toBe('#0a7d3b');
    expect(paint('delivery-zones-outline')['line-color']).toBe('#0a7d3b');
    expect(paint('shop-areas')['fill-color']).toBe('#ffd23f');
    expect(paint('shops')['circle-color']).toBe('#0a7d3b');
  });

  test('every source is GeoJSON served by us and answers valid GeoJSON', async () => {
    const { sources } = await style();
    // the names (places.geojson) are no style source: the app draws them itself
    expect(Object.keys(sources).sort()).toEqual(['land', 'roads', 'shops', 'zones']);
    for (const [name, source] of Object.entries(sources)) {
      expect(source.type, name).toBe('geojson');
      expect(source.data, name).toMatch(/^\/map\/data\/[a-z]+\.geojson$/);
      const res = await fetch(new URL(source.data, s.url));
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type'), name).toMatch(/^application\/geo\+json/);
      expect(res.headers.get('cache-control'), name).toBe('no-cache');
      const fc = (await res.json()) as MapFeatureCollection;
      expect(geoJsonProblems(fc), name).toEqual([]);
      expect(fc.features.length, name).toBeGreaterThan(0);
    }
  });
});

describe('GET /map/data/*.geojson', () => {
  test('zones are the chain’s COL/ZON/TDA polygons with their properties', async () => {
    const zones = await collection('zones');
    expect(zones.features).toHaveLength(demo.zonas.length);
    const byKind = (kind: string) => zones.features.filter((f) => f.properties.kind === kind);
    for (const kind of ['COL', 'ZON', 'TDA']) {
      expect(byKind(kind).length, kind).toBe(demo.zonas.filter((z) => z.TIPO === kind).length);
    }
    const port = zones.features.find((f) => f.properties.code === 'Z-LL-05')!;
    expect(port.properties).toEqual({
      kind: 'ZON',
      code: 'Z-LL-05',
      name: 'Puerto de La Libertad',
      shopId: 13,
      restrictionCode: 100,
    });
    const district = byKind('COL')[0]!;
    expect(district.properties.shopId).toBeNull();
    expect(district.properties.restrictionCode).toBeNull();
    // a zone with a hole keeps it as a second ring
    const merliot = zones.features.find((f) => f.properties.code === 'Z-LL-02')!;
    expect(merliot.geometry.type === 'Polygon' && merliot.geometry.coordinates.length).toBe(2);
  });

  test('shops are points with id and name, at the chain’s coordinates', async () => {
    const shops = await collection('shops');
    expect(shops.features).toHaveLength(demo.tiendas.length);
    expect(shops.features.map((f) => f.properties)).toEqual(
      demo.tiendas.map((t) => ({ id: t.I, name: t.N })),
    );
    expect(shops.features[0]!.geometry).toEqual({
      type: 'Point',
      coordinates: [demo.tiendas[0]!.LNG, demo.tiendas[0]!.LAT],
    });
  });

  test('every demo shop lies on the land the map draws', async () => {
    const [land, shops] = await Promise.all([collection('land'), collection('shops')]);
    const country = land.features.find((f) => f.properties.kind === 'country')!;
    const geometry = country.geometry;
    const polygons = geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
    expect(polygons.length).toBeGreaterThan(0);
    const onLand = (p: MapPosition) =>
      polygons.some(
        ([outer, ...holes]) =>
          ringContains(outer!, p) && !holes.some((hole) => ringContains(hole, p)),
      );
    const off = shops.features.filter(
      (f) => f.geometry.type === 'Point' && !onLand(f.geometry.coordinates),
    );
    expect(off.map((f) => f.properties.name)).toEqual([]);
    expect(onLand([-89.3, 13.3])).toBe(false); // the Pacific, as a control
  });

  test('roads link the cities with major and minor lines', async () => {
    const roads = await collection('roads');
    const classes = new Set(roads.features.map((f) => f.properties.class));
    expect(classes).toEqual(new Set(['major', 'minor']));
    expect(roads.features.every((f) => f.geometry.type === 'LineString')).toBe(true);
    expect(roads.features.map((f) => f.properties.ref)).toContain('CA-1');
  });

  test('places are the names of the chain and the roads, for the search and the labels', async () => {
    const places = await collection('places');
    const named = (kind: string) =>
      places.features.filter((f) => f.properties.kind === kind).map((f) => f.properties.name);
    expect(named('colonia')).toEqual(demo.colonias.map((c) => c.N));
    expect(named('lugar')).toEqual(demo.lugares.map((l) => l.N));
    expect(named('tienda')).toEqual(demo.tiendas.map((t) => t.N));
    // districts: the cities that have colonias, at the middle of them
    expect(named('distrito')).toEqual(expect.arrayContaining(['Santa Tecla', 'Ciudad Delgado']));
    expect(named('distrito')).not.toContain('Sistema');
    expect(named('calle')).toContain('Paseo General Escalón');
    const escalon = places.features.find((f) => f.properties.name === 'Colonia Escalón')!;
    expect(escalon.properties).toEqual({
      kind: 'colonia',
      name: 'Colonia Escalón',
      detail: 'San Salvador',
      words: '',
    });
    expect(escalon.geometry).toEqual({ type: 'Point', coordinates: [-89.239, 13.7065] });
    const monument = places.features.find((f) => f.properties.name === 'Plaza Salvador del Mundo')!;
    expect(monument.properties.words).toContain('Divino Salvador');
    expect(new Set(places.features.map((f) => f.id)).size).toBe(places.features.length);
  });

  test('unknown map files are 404', async () => {
    for (const path of ['/map/data/mar.geojson', '/map/data/zones.json', '/map/data/zones']) {
      expect((await fetch(new URL(path, s.url))).status, path).toBe(404);
    }
  });
});

describe('caching and compression', () => {
  test('a matching If-None-Match gets 304 with no body', async () => {
    for (const path of ['/map/style.json', '/map/data/land.geojson', '/map/data/zones.geojson']) {
      const first = await fetch(new URL(path, s.url));
      const etag = first.headers.get('etag')!;
      expect(etag, path).toBeTruthy();
      const again = await fetch(new URL(path, s.url), { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      const other = await fetch(new URL(path, s.url), { headers: { 'if-none-match': 'W/"x"' } });
      expect(other.status, path).toBe(200);
    }
  });

  test('is gzipped for clients that accept it', async () => {
    const plain = await rawGet('/map/data/zones.geojson', {});
    const gzip = await rawGet('/map/data/zones.geojson', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.size).toBeLessThan(plain.size / 2);
  });

  test('zones and shops follow a reload of the chain; land and roads do not change', async () => {
    const before = await Promise.all(
      ['zones', 'shops', 'land'].map(async (n) => {
        const res = await fetch(new URL(`/map/data/${n}.geojson`, s.url));
        return res.headers.get('etag');
      }),
    );
    const fixture = fixtureChain();
    await loadChain(s.db, fixture, { now: new Date(Date.now() + 60_000) });
    // a running server trusts the chain's loaded-at stamp for CHAIN_RECHECK_MS (decision 026)
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    try {
      const zones = await fetch(new URL('/map/data/zones.geojson', s.url), {
        headers: { 'if-none-match': before[0]! },
      });
      expect(zones.status).toBe(200);
      const fc = (await zones.json()) as MapFeatureCollection;
      expect(fc.features).toHaveLength(fixture.zonas.length);
      expect((await collection('shops')).features).toHaveLength(fixture.tiendas.length);
      const land = await fetch(new URL('/map/data/land.geojson', s.url), {
        headers: { 'if-none-match': before[2]! },
      });
      expect(land.status).toBe(304);
    } finally {
      await loadChain(s.db, demo, { now: new Date(Date.now() + 120_000) });
    }
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    expect((await collection('zones')).features).toHaveLength(demo.zonas.length);
  });
});
