import { coverageResolve, type CoverageShop } from './coverage';
import { geoDistanceKm } from './geo-distance';
import { geoPointRound, type GeoPoint } from './geo-point';
import type { GeoZone } from './geo-zone';

/** §3.2 the covered place nearest to one without coverage, and how far it is. */
export interface CoverageNearest {
  /** a covered place (6 decimals, as the map reports a pin) */
  point: GeoPoint;
  /** km from the place asked about */
  distanceKm: number;
}

/** §3.2 whether a place is covered: coverageResolve, the one rule, has an answer for it. */
export function coverageCovers(
  point: GeoPoint,
  zones: readonly GeoZone[],
  shops: readonly CoverageShop[],
): boolean {
  const input = { point, zones, deliveryPoints: [], shops, now: 0, systemTime: '' };
  return coverageResolve(input) !== null;
}

/** How far past the edge the offered point lies, so rounding keeps it inside (km). */
const INSIDE_STEPS_KM = [0.01, 0.003, 0];
/** Nudges tried around an edge point whose straight step leaves the covered ground. */
const AROUND = 8;

type Xy = readonly [number, number];
interface Edge {
  a: Xy;
  b: Xy;
}

const KM_PER_DEG_LAT = 110.574;
const kmPerDegLng = (latitude: number) => 111.32 * Math.cos((latitude * Math.PI) / 180);

/** The point of segment a–b nearest the origin. */
function nearestOnSegment({ a, b }: Edge): Xy {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / len2));
  return [a[0] + t * dx, a[1] + t * dy];
}

/** Where segments p and q cross, or null (parallel or apart). */
function crossing(p: Edge, q: Edge): Xy | null {
  const rx = p.b[0] - p.a[0];
  const ry = p.b[1] - p.a[1];
  const sx = q.b[0] - q.a[0];
  const sy = q.b[1] - q.a[1];
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return null;
  const qx = q.a[0] - p.a[0];
  const qy = q.a[1] - p.a[1];
  const t = (qx * sy - qy * sx) / denominator;
  const u = (qx * ry - qy * rx) / denominator;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return [p.a[0] + t * rx, p.a[1] + t * ry];
}

const length = ([x, y]: Xy) => Math.hypot(x, y);

/**
 * §3.2 the covered place nearest to `point` (by the coverageResolve rule: a district with a
 * zone or shop area of a known shop), or null when nothing is covered. The nearest covered
 * place lies on a polygon edge (its nearest point, or where two edges cross); the offered
 * point is stepped a few metres past the edge, into the covered ground, so that rounded to
 * 6 decimals it is still covered. A covered `point` is its own answer at 0 km.
 */
export function coverageNearest(
  point: GeoPoint,
  zones: readonly GeoZone[],
  shops: readonly CoverageShop[],
): CoverageNearest | null {
  const covers = (p: GeoPoint) => coverageCovers(p, zones, shops);
  const origin = geoPointRound(point);
  if (covers(origin)) return { point: origin, distanceKm: 0 };

  // a flat km plane around the point: exact enough within a country
  const kx = kmPerDegLng(point.latitude);
  const toXy = (lng: number, lat: number): Xy => [
    (lng - point.longitude) * kx,
    (lat - point.latitude) * KM_PER_DEG_LAT,
  ];
  const toPoint = ([x, y]: Xy): GeoPoint => ({
    latitude: point.latitude + y / KM_PER_DEG_LAT,
    longitude: point.longitude + x / kx,
  });

  const edges: Edge[] = [];
  for (const zone of zones)
    for (const ring of zone.polygon)
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        if (a[0] !== b[0] || a[1] !== b[1])
          edges.push({ a: toXy(a[0], a[1]), b: toXy(b[0], b[1]) });
      }

  /** A covered point for the edge point `at`, a few metres into the covered side. */
  const settle = (at: Xy): GeoPoint | null => {
    const d = length(at);
    const ux = d === 0 ? 0 : at[0] / d;
    const uy = d === 0 ? 0 : at[1] / d;
    for (const step of INSIDE_STEPS_KM) {
      const candidate = geoPointRound(toPoint([at[0] + ux * step, at[1] + uy * step]));
      if (covers(candidate)) return candidate;
    }
    for (let k = 0; k < AROUND; k++) {
      const angle = (k * 2 * Math.PI) / AROUND;
      const step = INSIDE_STEPS_KM[0]!;
      const candidate = geoPointRound(
        toPoint([at[0] + Math.cos(angle) * step, at[1] + Math.sin(angle) * step]),
      );
      if (covers(candidate)) return candidate;
    }
    return null;
  };

  // the nearest point of each edge, nearest first; the first that settles bounds the rest
  const nearest = edges.map(nearestOnSegment).sort((p, q) => length(p) - length(q));
  let best: { at: Xy; point: GeoPoint } | null = null;
  for (const at of nearest) {
    const settled = settle(at);
    if (settled) {
      best = { at, point: settled };
      break;
    }
  }
  // corners of the covered ground where two edges cross, nearer than that
  const bound = best ? length(best.at) : Infinity;
  const near = edges.filter((e) => length(nearestOnSegment(e)) < bound);
  for (let i = 0; i < near.length; i++)
    for (let j = i + 1; j < near.length; j++) {
      const at = crossing(near[i]!, near[j]!);
      if (at === null || length(at) >= (best ? length(best.at) : Infinity)) continue;
      const settled = settle(at);
      if (settled) best = { at, point: settled };
    }
  return best ? { point: best.point, distanceKm: geoDistanceKm(point, best.point) } : null;
}
