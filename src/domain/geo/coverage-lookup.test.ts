import { describe, expect, it } from 'vitest';
import { coverageLookup } from './coverage-lookup';
import type { GeoPoint } from './geo-point';
import type { GeoRing } from './geo-polygon';
import type { GeoZone } from './geo-zone';
import { shopIdOf } from '../shops/shop-id';

const rect = (x0: number, y0: number, x1: number, y1: number): GeoRing => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const zone = (kind: GeoZone['kind'], code: string, shopId: number | null, ring: GeoRing) => ({
  kind,
  code,
  name: code,
  shopId: shopId === null ? null : shopIdOf(shopId),
  polygon: [ring],
  restrictionCode: null,
});
// [lng, lat]: the point (0.5, 0.5) lies in all of these except FAR
const zones: GeoZone[] = [
  zone('COL', 'C1', null, rect(-1, -1, 1, 1)),
  zone('TDA', 'T-FAR', 3, rect(0, 0, 2, 2)),
  zone('TDA', 'T-NEAR', 1, rect(0, 0, 1, 1)),
  zone('ZON', 'Z-NEAR', 1, rect(0, 0, 1, 1)),
  zone('ZON', 'Z-MID', 2, rect(0, 0, 1, 1)),
  zone('ZON', 'FAR', 1, rect(5, 5, 6, 6)),
];
const point: GeoPoint = { latitude: 0.5, longitude: 0.5 };
const shops = [
  { id: shopIdOf(1), latitude: 0.6, longitude: 0.5 },
  { id: shopIdOf(2), latitude: 1, longitude: 1 },
  { id: shopIdOf(3), latitude: 3, longitude: 3 },
];

describe('coverageLookup', () => {
  it('lists every zone and shop area holding the point, nearest shop first', () => {
    expect(coverageLookup(point, zones, shops)).toEqual([
      { shopId: 1, polygonCode: 'Z-NEAR' },
      { shopId: 1, polygonCode: 'T-NEAR' },
      { shopId: 2, polygonCode: 'Z-MID' },
      { shopId: 3, polygonCode: 'T-FAR' },
    ]);
  });

  it('keeps ZON before TDA, then list order, without shop places', () => {
    expect(coverageLookup(point, zones)).toEqual([
      { shopId: 1, polygonCode: 'Z-NEAR' },
      { shopId: 2, polygonCode: 'Z-MID' },
      { shopId: 3, polygonCode: 'T-FAR' },
      { shopId: 1, polygonCode: 'T-NEAR' },
    ]);
  });

  it('puts shops without a known place last', () => {
    const unplaced = [{ id: shopIdOf(1), latitude: null, longitude: null }, shops[2]!];
    expect(coverageLookup(point, zones, unplaced).map((e) => e.polygonCode)).toEqual([
      'T-FAR',
      'Z-NEAR',
      'Z-MID',
      'T-NEAR',
    ]);
  });

  it('is empty outside every zone, and never lists districts', () => {
    expect(coverageLookup({ latitude: 9, longitude: 9 }, zones, shops)).toEqual([]);
    expect(coverageLookup({ latitude: -0.5, longitude: -0.5 }, zones, shops)).toEqual([]);
  });

  it('counts a point on an edge', () => {
    expect(coverageLookup({ latitude: 6, longitude: 5.5 }, zones, shops)).toEqual([
      { shopId: 1, polygonCode: 'FAR' },
    ]);
  });
});
