import type { GeoPoint } from './geo-point';

/** §3.2 one ring of a zone polygon: [lng, lat] pairs, closed (last = first) or not. */
export type GeoRing = readonly (readonly [number, number])[];
/** §3.2 a zone polygon: the outer ring, then its holes. */
export type GeoPolygon = readonly GeoRing[];

/** ~0.1 mm in degrees: a point this close to an edge is on it (float noise, not geography). */
const EDGE_TOLERANCE = 1e-9;

/** The ring without its closing point: n distinct corners. */
function corners(ring: GeoRing): GeoRing {
  const first = ring[0];
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first![0] === last![0] && first![1] === last![1];
  return closed ? ring.slice(0, -1) : ring;
}

function onSegment(
  x: number,
  y: number,
  a: readonly [number, number],
  b: readonly [number, number],
) {
  const [ax, ay] = a;
  const [bx, by] = b;
  if (x < Math.min(ax, bx) - EDGE_TOLERANCE || x > Math.max(ax, bx) + EDGE_TOLERANCE) return false;
  if (y < Math.min(ay, by) - EDGE_TOLERANCE || y > Math.max(ay, by) + EDGE_TOLERANCE) return false;
  // distance from the line through a and b = |cross| / |b - a|
  const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  return Math.abs(cross) <= EDGE_TOLERANCE * Math.hypot(bx - ax, by - ay);
}

/** Twice the signed area (shoelace); 0 for a ring whose points all lie on one line. */
function ringArea2(pts: GeoRing): number {
  let sum = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++)
    sum += pts[j]![0] * pts[i]![1] - pts[i]![0] * pts[j]![1];
  return sum;
}

type RingPlace = 'inside' | 'edge' | 'outside';

/** Where (x, y) is relative to a ring: on an edge or vertex, strictly inside, or outside. */
function ringPlace(x: number, y: number, ring: GeoRing): RingPlace {
  const pts = corners(ring);
  if (pts.length < 3 || ringArea2(pts) === 0) return 'outside';
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[j]!;
    const b = pts[i]!;
    if (onSegment(x, y, a, b)) return 'edge';
    // even-odd ray cast towards +x
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/**
 * §3.2 whether a point lies in a zone polygon. The boundary belongs to the zone: a point on
 * an edge or vertex of the outer ring is inside, and so is one on a hole's edge (the hole is
 * open). A ring of fewer than 3 corners, or with all its corners on one line, has no area:
 * as the outer ring nothing is inside it, as a hole it cuts nothing.
 */
export function geoPointInPolygon(point: GeoPoint, polygon: GeoPolygon): boolean {
  const [outer, ...holes] = polygon;
  if (outer === undefined) return false;
  const x = point.longitude;
  const y = point.latitude;
  if (ringPlace(x, y, outer) === 'outside') return false;
  return !holes.some((hole) => ringPlace(x, y, hole) === 'inside');
}
