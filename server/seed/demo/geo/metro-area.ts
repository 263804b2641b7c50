import { clipBisector, clipConvex, type Pt, toXy, type Xy } from './geometry.ts';

/**
 * The San Salvador metropolitan area (San Salvador, Antiguo Cuscatlán, Santa Tecla,
 * Mejicanos, Ciudad Delgado, Soyapango, Ilopango, San Marcos): a convex outline,
 * counter-clockwise. Inside it colonias and shop areas tile the ground with no gap (Voronoi
 * cells of their sites), so every place of the metro area is covered.
 */
export const METRO: Xy[] = (
  [
    [-89.312, 13.642],
    [-89.18, 13.636],
    [-89.094, 13.668],
    [-89.09, 13.722],
    [-89.15, 13.749],
    [-89.225, 13.754],
    [-89.312, 13.702],
  ] as Pt[]
).map(toXy);

export const inMetro = (p: Pt) => clipConvex([toXy(p)], METRO).length > 0;

/** The Voronoi cell of `site` among `others`, inside `within` (convex). */
export function cell(within: Xy[], site: Pt, others: Pt[]): Xy[] {
  let poly = within;
  for (const o of others) {
    if (o[0] !== site[0] || o[1] !== site[1]) poly = clipBisector(poly, toXy(site), toXy(o));
  }
  return poly;
}
