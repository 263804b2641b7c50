import { describe, expect, it } from 'vitest';
import { coverageResolve } from '../../src/domain/geo/coverage.ts';
import type { GeoPoint } from '../../src/domain/geo/geo-point.ts';
import { geoPointInPolygon } from '../../src/domain/geo/geo-polygon.ts';
import { geoIndexBuild } from '../chain/geo-index.ts';
import { demoChain } from '../test/guest-calls.ts';

// The demo chain covers the San Salvador metropolitan area without holes between its
// zones (issue: a point in central San Salvador, Metrocentro, San Benito, Santa Tecla,
// Mejicanos and even a shop's own door had no coverage).

const chain = demoChain();
const geo = geoIndexBuild(chain, '2026-11-23T12:00:00-06:00');
const covered = (point: GeoPoint) =>
  coverageResolve({
    point,
    zones: geo.zones,
    deliveryPoints: geo.deliveryPoints,
    shops: geo.shopList,
    now: Date.parse('2026-11-23T12:00:00-06:00'),
    systemTime: '2026-11-23T12:00:00-06:00',
  }) !== null;

/**
 * The urban part of each district, as [west, south, east, north] boxes drawn from a street
 * map independently of the demo builder's outline.
 */
const DISTRICTS: Record<string, [number, number, number, number]> = {
  'San Salvador': [-89.245, 13.675, -89.175, 13.73],
  'Antiguo Cuscatlán': [-89.265, 13.66, -89.23, 13.69],
  'Santa Tecla': [-89.305, 13.65, -89.26, 13.695],
  Mejicanos: [-89.23, 13.715, -89.2, 13.745],
  'Ciudad Delgado': [-89.19, 13.71, -89.16, 13.74],
  Soyapango: [-89.165, 13.69, -89.115, 13.73],
  Ilopango: [-89.125, 13.69, -89.1, 13.715],
  'San Marcos': [-89.2, 13.65, -89.17, 13.675],
};

const STEP_KM = 0.3;
const KM_PER_DEG_LAT = 110.57;
const KM_PER_DEG_LNG = 111.32 * Math.cos((13.7 * Math.PI) / 180);

/** Grid points ~300 m apart over the districts' bounding box, kept when in a district. */
function metroGrid(): GeoPoint[] {
  const boxes = Object.values(DISTRICTS);
  const west = Math.min(...boxes.map((b) => b[0]));
  const south = Math.min(...boxes.map((b) => b[1]));
  const east = Math.max(...boxes.map((b) => b[2]));
  const north = Math.max(...boxes.map((b) => b[3]));
  const points: GeoPoint[] = [];
  for (let lat = south; lat <= north; lat += STEP_KM / KM_PER_DEG_LAT)
    for (let lng = west; lng <= east; lng += STEP_KM / KM_PER_DEG_LNG)
      if (boxes.some(([w, s, e, n]) => lng >= w && lng <= e && lat >= s && lat <= n))
        points.push({ latitude: lat, longitude: lng });
  return points;
}

describe('demo chain coverage of the San Salvador metropolitan area', () => {
  it('covers at least 98 % of a 300 m grid over the named districts', () => {
    const grid = metroGrid();
    expect(grid.length).toBeGreaterThan(800);
    const missing = grid.filter((p) => !covered(p));
    const share = 1 - missing.length / grid.length;
    expect(share).toBeGreaterThanOrEqual(0.98);
    // what is left is the Ilopango airfield, cut out of the Soyapango shop's area on purpose
    for (const p of missing) {
      expect(Math.abs(p.latitude - 13.6994) * KM_PER_DEG_LAT).toBeLessThan(1);
      expect(Math.abs(p.longitude + 89.1197) * KM_PER_DEG_LNG).toBeLessThan(1);
    }
  });

  it('covers every district, each on its own', () => {
    for (const [name, [w, s, e, n]] of Object.entries(DISTRICTS)) {
      const centre = { latitude: (s + n) / 2, longitude: (w + e) / 2 };
      expect({ name, covered: covered(centre) }).toEqual({ name, covered: true });
    }
  });

  it('covers the places the issue found without coverage', () => {
    const places: [string, number, number][] = [
      ['centro de San Salvador', 13.7013, -89.2243],
      ['Metrocentro', 13.7058, -89.2121],
      ['San Benito', 13.6965, -89.247],
      ['Santa Tecla', 13.6731, -89.2797],
      ['Mejicanos', 13.7235, -89.2135],
      ['Galerías Escalón', 13.7031, -89.2279],
    ];
    for (const [name, latitude, longitude] of places)
      expect({ name, covered: covered({ latitude, longitude }) }).toEqual({ name, covered: true });
  });

  it('covers every metro shop, and each delivering shop stands in one of its own zones', () => {
    const inMetro = (p: GeoPoint) =>
      Object.values(DISTRICTS).some(
        ([w, s, e, n]) =>
          p.longitude >= w && p.longitude <= e && p.latitude >= s && p.latitude <= n,
      );
    const metroShops = chain.tiendas.filter((t) => inMetro({ latitude: t.LAT, longitude: t.LNG }));
    expect(metroShops.length).toBeGreaterThanOrEqual(9);
    for (const t of metroShops)
      expect({ shop: t.N, covered: covered({ latitude: t.LAT, longitude: t.LNG }) }).toEqual({
        shop: t.N,
        covered: true,
      });
    for (const t of chain.tiendas) {
      const own = geo.zones.filter((z) => z.shopId === t.I);
      if (own.length === 0) continue;
      const at = { latitude: t.LAT, longitude: t.LNG };
      expect({ shop: t.N, inOwn: own.some((z) => geoPointInPolygon(at, z.polygon)) }).toEqual({
        shop: t.N,
        inOwn: true,
      });
    }
  });
});
