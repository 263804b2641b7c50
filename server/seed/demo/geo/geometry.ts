/**
 * The plane geometry of the demo's polygons: a PRNG seeded by text, a local projection in km,
 * seeded ellipses, clipping by half-planes and point-in-polygon tests.
 */

export type Pt = [number, number]; // [lng, lat]
export type Xy = [number, number]; // km, local projection

// ---------------------------------------------------------------- deterministic helpers

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function rng(seedText: string): () => number {
  let a = hashSeed(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAT0 = 13.7;
const KM_LAT = 110.57;
const KM_LNG = 111.32 * Math.cos((LAT0 * Math.PI) / 180);
export const toXy = ([lng, lat]: Pt): Xy => [lng * KM_LNG, lat * KM_LAT];
const toPt = ([x, y]: Xy): Pt => [round6(x / KM_LNG), round6(y / KM_LAT)];
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Convex ellipse-shaped polygon (counter-clockwise) of `n` vertices, radius ~r km. */
export function ellipse(center: Pt, rKm: number, n: number, seed: string): Xy[] {
  const rand = rng(seed);
  const stretch = 0.12 + rand() * 0.18;
  const rx = rKm * (1 + stretch);
  const ry = rKm * (1 - stretch);
  const rot = rand() * Math.PI;
  const start = rand() * ((2 * Math.PI) / n);
  const [cx, cy] = toXy(center);
  const ring: Xy[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i * 2 * Math.PI) / n;
    const ex = rx * Math.cos(a);
    const ey = ry * Math.sin(a);
    ring.push([
      cx + ex * Math.cos(rot) - ey * Math.sin(rot),
      cy + ex * Math.sin(rot) + ey * Math.cos(rot),
    ]);
  }
  return ring;
}

/** Sutherland–Hodgman: keep the part of `poly` where a·p <= b. */
function clipHalfPlane(poly: Xy[], a: Xy, b: number): Xy[] {
  const out: Xy[] = [];
  const inside = (p: Xy) => a[0] * p[0] + a[1] * p[1] <= b + 1e-12;
  for (let i = 0; i < poly.length; i++) {
    const cur = poly[i]!;
    const prev = poly[(i + poly.length - 1) % poly.length]!;
    const curIn = inside(cur);
    const prevIn = inside(prev);
    if (curIn !== prevIn) {
      const dp = a[0] * prev[0] + a[1] * prev[1] - b;
      const dc = a[0] * cur[0] + a[1] * cur[1] - b;
      const t = dp / (dp - dc);
      out.push([prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])]);
    }
    if (curIn) out.push(cur);
  }
  return out;
}

/** Part of `poly` nearer to `site` than to `other` (perpendicular bisector). */
export function clipBisector(poly: Xy[], site: Xy, other: Xy): Xy[] {
  const a: Xy = [other[0] - site[0], other[1] - site[1]];
  const mid: Xy = [(site[0] + other[0]) / 2, (site[1] + other[1]) / 2];
  return clipHalfPlane(poly, a, a[0] * mid[0] + a[1] * mid[1]);
}

/** Intersection of `poly` with the convex counter-clockwise polygon `clip`. */
export function clipConvex(poly: Xy[], clip: Xy[]): Xy[] {
  let out = poly;
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const p = clip[i]!;
    const q = clip[(i + 1) % clip.length]!;
    // inside = left of p→q: cross(q-p, x-p) >= 0  ⇔  a·x <= b with a = (dy, -dx)
    const a: Xy = [q[1] - p[1], -(q[0] - p[0])];
    out = clipHalfPlane(out, a, a[0] * p[0] + a[1] * p[1]);
  }
  return out;
}

export const closeRing = (ring: Xy[]): Pt[] => {
  const pts = ring.map(toPt);
  return [...pts, pts[0]!];
};

export function pointInRing([x, y]: Pt, ring: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export const pointInPolygon = (p: Pt, rings: Pt[][]) =>
  pointInRing(p, rings[0]!) && !rings.slice(1).some((hole) => pointInRing(p, hole));

/** Ring pulled 1 % towards its centroid, so shared edges do not count as overlap. */
export function shrink(ring: Pt[]): Pt[] {
  const cx = ring.reduce((t, p) => t + p[0], 0) / ring.length;
  const cy = ring.reduce((t, p) => t + p[1], 0) / ring.length;
  return ring.map(([x, y]) => [cx + (x - cx) * 0.99, cy + (y - cy) * 0.99]);
}

export const distKm = (a: Pt, b: Pt) => {
  const [ax, ay] = toXy(a);
  const [bx, by] = toXy(b);
  return Math.hypot(ax - bx, ay - by);
};
