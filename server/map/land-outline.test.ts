import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { chainSchema } from '../seed/schema.ts';
import type { MapPosition } from './geojson.ts';
import { landContains, ringContains } from './land-contains.fixture.ts';
import { landFeatureCollection, landPolygons, MAINLAND_RING } from './land-outline.ts';
import { NEIGHBOURS_RING } from './neighbours-outline.ts';
import { ROADS } from './roads.ts';

// The hand-drawn country and roads, checked as geometry and against the demo chain.
const demo = chainSchema.parse(
  JSON.parse(readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8')),
);

/** Twice the signed area (shoelace): positive when the ring runs counter-clockwise. */
function signedArea(ring: MapPosition[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function segmentsCross(a: MapPosition, b: MapPosition, c: MapPosition, d: MapPosition): boolean {
  const orient = (p: MapPosition, q: MapPosition, r: MapPosition) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

function selfIntersections(ring: MapPosition[]): string[] {
  const found: string[] = [];
  const n = ring.length - 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing vertex
      if (segmentsCross(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) found.push(`${i}×${j}`);
    }
  }
  return found;
}

describe('the land outline', () => {
  test('the mainland has 60 to 120 vertices, is closed and runs counter-clockwise', () => {
    const vertices = MAINLAND_RING.length - 1;
    expect(vertices).toBeGreaterThanOrEqual(60);
    expect(vertices).toBeLessThanOrEqual(120);
    expect(MAINLAND_RING.at(-1)).toEqual(MAINLAND_RING[0]);
    expect(signedArea(MAINLAND_RING)).toBeGreaterThan(0);
  });

  test('no ring crosses itself; lakes are clockwise holes inside the mainland', () => {
    const [mainland, ...islands] = landPolygons();
    const [outer, ...lakes] = mainland!;
    expect(selfIntersections(outer!)).toEqual([]);
    expect(lakes.length).toBeGreaterThan(0);
    for (const lake of lakes) {
      expect(selfIntersections(lake)).toEqual([]);
      expect(lake.at(-1)).toEqual(lake[0]);
      expect(signedArea(lake)).toBeLessThan(0);
      for (const p of lake) expect(ringContains(outer!, p)).toBe(true);
    }
    for (const [island] of islands) {
      expect(signedArea(island!)).toBeGreaterThan(0);
      for (const p of island!) expect(ringContains(outer!, p)).toBe(false);
    }
  });

  test('runs from the Paz on the Guatemalan coast to the Gulf of Fonseca', () => {
    const [west] = MAINLAND_RING;
    expect(west![0]).toBeCloseTo(-90.1, 1);
    expect(west![1]).toBeCloseTo(13.73, 1);
    const lngs = MAINLAND_RING.map(([lng]) => lng);
    const lats = MAINLAND_RING.map(([, lat]) => lat);
    expect(Math.min(...lngs)).toBeCloseTo(-90.12, 1);
    expect(Math.max(...lngs)).toBeGreaterThan(-87.75);
    expect(Math.min(...lats)).toBeCloseTo(13.16, 1);
    expect(Math.max(...lats)).toBeCloseTo(14.42, 1);
  });

  test('holds every shop, district centre, landmark and delivery point of the demo chain', () => {
    const off = [
      ...demo.tiendas.map((s) => ({ name: s.N, at: [s.LNG, s.LAT] as MapPosition })),
      ...demo.colonias.map((c) => ({ name: c.N, at: [c.LNG, c.LAT] as MapPosition })),
      ...(demo.lugares ?? []).map((l) => ({ name: l.N, at: [l.LNG, l.LAT] as MapPosition })),
      ...demo.puntosEntrega.map((p) => ({ name: p.N, at: [p.LNG, p.LAT] as MapPosition })),
    ].filter((place) => !landContains(place.at));
    expect(off).toEqual([]);
  });

  test('leaves the ocean, the neighbours and the lakes out', () => {
    const water: [string, MapPosition][] = [
      ['Pacífico frente a La Libertad', [-89.32, 13.4]],
      ['Pacífico frente a Acajutla', [-89.9, 13.5]],
      ['Golfo de Fonseca', [-87.8, 13.25]],
      ['Guatemala', [-90.3, 14.0]],
      ['Honduras', [-88.5, 14.3]],
      ['Honduras, Nacaome', [-87.5, 13.5]],
      ['Lago de Ilopango', [-89.05, 13.67]],
      ['Lago de Coatepeque', [-89.55, 13.865]],
    ];
    expect(water.filter(([, p]) => landContains(p)).map(([name]) => name)).toEqual([]);
    expect(landContains([-87.71, 13.18])).toBe(true); // Isla Meanguera
  });

  test('is served as El Salvador and, under it, the neighbouring land', () => {
    const land = landFeatureCollection();
    expect(land.features.map((f) => [f.properties.kind, f.geometry.type])).toEqual([
      ['country', 'MultiPolygon'],
      ['neighbours', 'Polygon'],
    ]);
  });
});

describe('the neighbouring land', () => {
  test('is one closed counter-clockwise ring that does not cross itself', () => {
    expect(NEIGHBOURS_RING.at(-1)).toEqual(NEIGHBOURS_RING[0]);
    expect(signedArea(NEIGHBOURS_RING)).toBeGreaterThan(0);
    expect(selfIntersections(NEIGHBOURS_RING)).toEqual([]);
  });

  test('covers Guatemala and Honduras but not the seas or the Salvadoran lakes', () => {
    const land: [string, MapPosition][] = [
      ['Ciudad de Guatemala', [-90.51, 14.63]],
      ['Tegucigalpa', [-87.2, 14.1]],
      ['Managua', [-86.25, 12.13]],
      ['Honduras al norte de Chalatenango', [-88.9, 14.4]],
    ];
    const water: [string, MapPosition][] = [
      ['Pacífico frente a La Libertad', [-89.32, 13.4]],
      ['Golfo de Fonseca', [-87.8, 13.25]],
      ['Pacífico frente a Nicaragua', [-87.5, 12.2]],
      ['Caribe', [-85.0, 17.0]],
      ['Lago de Ilopango', [-89.05, 13.67]],
      ['Lago de Coatepeque', [-89.55, 13.865]],
    ];
    expect(land.filter(([, p]) => !ringContains(NEIGHBOURS_RING, p)).map(([n]) => n)).toEqual([]);
    expect(water.filter(([, p]) => ringContains(NEIGHBOURS_RING, p)).map(([n]) => n)).toEqual([]);
  });

  test('leaves no gap between it and El Salvador along the borders', () => {
    // every vertex of the land borders, from the Goascorán round to the Paz (where both
    // rings meet), lies inside the neighbours' ring: then no sea shows between the two
    const goascoran = MAINLAND_RING.findIndex(([lng, lat]) => lng === -87.758 && lat === 13.437);
    expect(goascoran).toBeGreaterThan(0);
    const borders = MAINLAND_RING.slice(goascoran + 1, -1);
    expect(borders.length).toBeGreaterThan(30);
    const outside = borders.filter((p) => !ringContains(NEIGHBOURS_RING, p));
    expect(outside).toEqual([]);
  });

  test('crosses El Salvador only under its land, never over its sea', () => {
    const from = NEIGHBOURS_RING.findIndex(([lng]) => lng === -90.118);
    const to = NEIGHBOURS_RING.findIndex(([lng]) => lng === -87.758);
    expect(to - from).toBeGreaterThan(1);
    const exposed: string[] = [];
    for (let i = from; i < to; i++) {
      const [a, b] = [NEIGHBOURS_RING[i]!, NEIGHBOURS_RING[i + 1]!];
      for (let t = 0.02; t < 0.99; t += 0.04) {
        const p: MapPosition = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
        if (!landContains(p)) exposed.push(p.map((v) => v.toFixed(3)).join(','));
      }
    }
    expect(exposed).toEqual([]);
  });
});

describe('the roads', () => {
  test('every vertex is on land, and the highways of the brief are there', () => {
    const off = ROADS.flatMap((road) =>
      road.line.filter((p) => !landContains(p)).map((p) => `${road.name} ${p.join(',')}`),
    );
    expect(off).toEqual([]);
    const refs = new Set(ROADS.map((r) => r.ref));
    for (const ref of ['CA-1', 'CA-2', 'CA-4']) expect(refs).toContain(ref);
    expect(ROADS.some((r) => r.name.includes('Troncal del Norte'))).toBe(true);
  });

  test('major roads pass by every city with a demo shop, boulevards by the capital shops', () => {
    const nearKm = (a: MapPosition, b: MapPosition) =>
      Math.hypot((a[0] - b[0]) * 108, (a[1] - b[1]) * 110.6);
    const far = demo.tiendas.filter((shop) => {
      const at: MapPosition = [shop.LNG, shop.LAT];
      return !ROADS.some((road) => road.line.some((p) => nearKm(p, at) < 3));
    });
    expect(far.map((s) => s.N)).toEqual([]);
    expect(ROADS.filter((r) => r.class === 'minor').length).toBeGreaterThanOrEqual(4);
  });
});
