import { describe, expect, it } from 'vitest';
import { shopIdOf } from '../shops/shop-id';
import type { CoverageShop } from './coverage';
import { coverageCovers, coverageNearest } from './coverage-nearest';
import { geoDistanceKm } from './geo-distance';
import { geoPointRound, type GeoPoint } from './geo-point';
import type { GeoRing } from './geo-polygon';
import type { GeoZone } from './geo-zone';

// A made-up map near San Salvador in steps of 0.01° (about 1.08 km east-west, 1.1 km
// north-south), [x, y] steps from (-89.2, 13.7).
const at = (x: number, y: number): GeoPoint => ({
  latitude: 13.7 + y * 0.01,
  longitude: -89.2 + x * 0.01,
});
const rect = (x0: number, y0: number, x1: number, y1: number): GeoRing =>
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ].map(([x, y]) => [-89.2 + x! * 0.01, 13.7 + y! * 0.01] as const);
const zone = (z: Pick<GeoZone, 'kind' | 'code' | 'polygon'> & Partial<GeoZone>): GeoZone => ({
  name: z.code,
  shopId: null,
  restrictionCode: null,
  ...z,
});
const shops: CoverageShop[] = [{ id: shopIdOf(1), name: 'Tienda 1' }];
const KM_X = 0.01 * 111.32 * Math.cos((13.7 * Math.PI) / 180);

/** Answers near `expected`, covered, and the distance measured to it. */
function expectNear(
  from: GeoPoint,
  zones: GeoZone[],
  expected: GeoPoint,
  toleranceKm = 0.02,
): void {
  const found = coverageNearest(from, zones, shops);
  expect(found).not.toBeNull();
  expect(coverageCovers(found!.point, zones, shops)).toBe(true);
  expect(geoDistanceKm(found!.point, expected)).toBeLessThan(toleranceKm);
  expect(found!.distanceKm).toBeCloseTo(geoDistanceKm(from, found!.point), 6);
}

describe('coverageNearest', () => {
  // district C (0..4 × 0..4) all served by area T of shop 1, with a hole 1..3 × 1..3
  const holed = [
    zone({ kind: 'COL', code: 'C', polygon: [rect(0, 0, 4, 4)] }),
    zone({
      kind: 'TDA',
      code: 'T',
      shopId: shopIdOf(1),
      polygon: [rect(0, 0, 4, 4), rect(1, 1, 3, 3)],
    }),
  ];

  it('answers a covered place itself, at 0 km', () => {
    expect(coverageNearest(at(0.5, 2), holed, shops)).toEqual({
      point: geoPointRound(at(0.5, 2)),
      distanceKm: 0,
    });
  });

  it('finds the nearest point of the nearest edge, a few metres inside', () => {
    // 1.5 steps west of the district's west edge: the nearest covered place is (0, 2)
    const from = at(-1.5, 2);
    expectNear(from, holed, at(0, 2));
    expect(coverageNearest(from, holed, shops)!.distanceKm).toBeCloseTo(1.5 * KM_X, 1);
  });

  it('leaves a hole by its nearest edge', () => {
    // inside the hole, 0.4 steps from its east edge x = 3
    const from = at(2.6, 2);
    const found = coverageNearest(from, holed, shops)!;
    expectNear(from, holed, at(3, 2));
    expect(found.distanceKm).toBeCloseTo(0.4 * KM_X, 1);
  });

  it('reaches a corner where the edges of a district and a shop area cross', () => {
    // covered only where district 0..2 × 0..2 and area 1..3 × -1..1 overlap (1..2 × 0..1)
    const overlap = [
      zone({ kind: 'COL', code: 'C', polygon: [rect(0, 0, 2, 2)] }),
      zone({ kind: 'TDA', code: 'T', shopId: shopIdOf(1), polygon: [rect(1, -1, 3, 1)] }),
    ];
    expectNear(at(0.5, -0.5), overlap, at(1, 0));
  });

  it('skips ground of a shop that is not known and of districts alone', () => {
    const mixed = [
      zone({ kind: 'COL', code: 'C', polygon: [rect(0, 0, 10, 4)] }),
      // nearer, but its shop is unknown
      zone({ kind: 'ZON', code: 'Z', shopId: shopIdOf(99), polygon: [rect(0, 0, 2, 4)] }),
      zone({ kind: 'TDA', code: 'T', shopId: shopIdOf(1), polygon: [rect(6, 0, 10, 4)] }),
    ];
    // west of everything: the district starts at x = 0, but cover starts at x = 6
    expectNear(at(-1, 2), mixed, at(6, 2));
  });

  it('answers null when nothing is covered anywhere', () => {
    const districtsOnly = [zone({ kind: 'COL', code: 'C', polygon: [rect(0, 0, 4, 4)] })];
    expect(coverageNearest(at(-1, 2), districtsOnly, shops)).toBeNull();
    expect(coverageNearest(at(-1, 2), [], shops)).toBeNull();
  });
});
