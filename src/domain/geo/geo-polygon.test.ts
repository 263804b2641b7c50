import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from './geo-point';
import { geoPointInPolygon, type GeoPolygon, type GeoRing } from './geo-polygon';

const at = (longitude: number, latitude: number): GeoPoint => ({ latitude, longitude });

// a 4 × 4 square (closed) with a 2 × 2 hole in the middle (its corners 1..3)
const square: GeoRing = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [0, 0],
];
const hole: GeoRing = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
  [1, 1],
];
const withHole: GeoPolygon = [square, hole];

describe('geoPointInPolygon', () => {
  it('finds points inside and outside', () => {
    expect(geoPointInPolygon(at(0.5, 0.5), [square])).toBe(true);
    expect(geoPointInPolygon(at(2, 2), [square])).toBe(true);
    expect(geoPointInPolygon(at(5, 2), [square])).toBe(false);
    expect(geoPointInPolygon(at(2, -0.001), [square])).toBe(false);
    expect(geoPointInPolygon(at(-1, -1), [square])).toBe(false);
  });

  it('counts a point on an edge of the outer ring as inside', () => {
    for (const p of [at(2, 0), at(4, 2), at(2, 4), at(0, 2)])
      expect(geoPointInPolygon(p, [square])).toBe(true);
    // on a slanted edge, as a midpoint computed in floating point
    const triangle: GeoRing = [
      [-89.2385, 13.7075],
      [-89.2311, 13.7102],
      [-89.2402, 13.7167],
    ];
    const mid = at((-89.2311 + -89.2402) / 2, (13.7102 + 13.7167) / 2);
    expect(geoPointInPolygon(mid, [triangle])).toBe(true);
    // just past that edge is outside
    expect(geoPointInPolygon(at(mid.longitude + 0.0001, mid.latitude + 0.0001), [triangle])).toBe(
      false,
    );
  });

  it('keeps the edge thin: a centimetre past a short edge is outside', () => {
    // a ~100 m square; 1e-7° is about 1 cm
    const small: GeoRing = [
      [-89.239, 13.706],
      [-89.238, 13.706],
      [-89.238, 13.707],
      [-89.239, 13.707],
    ];
    expect(geoPointInPolygon(at(-89.2385, 13.706), [small])).toBe(true);
    expect(geoPointInPolygon(at(-89.2385, 13.706 - 1e-7), [small])).toBe(false);
    expect(geoPointInPolygon(at(-89.238 + 1e-7, 13.7065), [small])).toBe(false);
  });

  it('counts a vertex as inside', () => {
    for (const [lng, lat] of square) expect(geoPointInPolygon(at(lng, lat), [square])).toBe(true);
  });

  it('leaves out a point in a hole but keeps one on the hole edge or vertex', () => {
    expect(geoPointInPolygon(at(2, 2), withHole)).toBe(false);
    expect(geoPointInPolygon(at(1, 2), withHole)).toBe(true);
    expect(geoPointInPolygon(at(3, 3), withHole)).toBe(true);
    expect(geoPointInPolygon(at(0.5, 2), withHole)).toBe(true);
    expect(geoPointInPolygon(at(3.5, 3.5), withHole)).toBe(true);
  });

  it('handles a concave polygon (a U shape)', () => {
    const u: GeoRing = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    expect(geoPointInPolygon(at(0.5, 2), [u])).toBe(true);
    expect(geoPointInPolygon(at(2.5, 2), [u])).toBe(true);
    expect(geoPointInPolygon(at(1.5, 0.5), [u])).toBe(true);
    // the notch between the arms
    expect(geoPointInPolygon(at(1.5, 2), [u])).toBe(false);
    // on the notch's floor edge
    expect(geoPointInPolygon(at(1.5, 1), [u])).toBe(true);
    // a ray through the notch crosses the arms four times
    expect(geoPointInPolygon(at(-0.5, 2), [u])).toBe(false);
  });

  it('treats a ring without its closing point like a closed one', () => {
    const open = square.slice(0, -1);
    for (const p of [at(2, 2), at(0, 2), at(2, 0), at(5, 5), at(0, 4), at(-0.1, 2)])
      expect(geoPointInPolygon(p, [open])).toBe(geoPointInPolygon(p, [square]));
    expect(geoPointInPolygon(at(0, 2), [open])).toBe(true);
  });

  it('finds nothing in a degenerate polygon', () => {
    expect(geoPointInPolygon(at(0, 0), [])).toBe(false);
    expect(geoPointInPolygon(at(0, 0), [[]])).toBe(false);
    const segment: GeoRing = [
      [0, 0],
      [2, 2],
    ];
    expect(geoPointInPolygon(at(1, 1), [segment])).toBe(false);
    expect(geoPointInPolygon(at(0, 0), [segment])).toBe(false);
    // three points, but closed: only two corners
    expect(geoPointInPolygon(at(1, 1), [[...segment, [0, 0]]])).toBe(false);
    // three corners on one line: no area
    expect(
      geoPointInPolygon(at(1, 0), [
        [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
      ]),
    ).toBe(false);
    // a degenerate hole cuts nothing
    expect(geoPointInPolygon(at(1, 1), [square, segment])).toBe(true);
  });

  it('does not place a point whose coordinates are not numbers', () => {
    expect(geoPointInPolygon(at(Number.NaN, 2), [square])).toBe(false);
    expect(geoPointInPolygon(at(2, Number.NaN), [square])).toBe(false);
  });

  // coordinates in -2..6 that miss every edge by far more than float noise (edges: tested above)
  const offGrid = fc.integer({ min: -20_000, max: 60_000 }).map((n) => n / 10_000 + 0.00005);

  it('agrees with the rectangle test for any point (property)', () => {
    fc.assert(
      fc.property(offGrid, offGrid, (lng, lat) => {
        const inRect = lng >= 0 && lng <= 4 && lat >= 0 && lat <= 4;
        const inHole = lng > 1 && lng < 3 && lat > 1 && lat < 3;
        expect(geoPointInPolygon(at(lng, lat), [square])).toBe(inRect);
        expect(geoPointInPolygon(at(lng, lat), withHole)).toBe(inRect && !inHole);
      }),
    );
  });
});
