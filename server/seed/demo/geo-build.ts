/**
 * The demo chain's geography part, written into server/seed/demo-chain.json by
 * `npx tsx server/seed/demo/build.ts` (which also checks the sample coverage points).
 *
 * Deterministic: every polygon is an ellipse around a centre whose shape comes from a PRNG
 * seeded by the record code. Shop areas (TDA) are the shop's ellipse clipped by the
 * perpendicular bisectors to the other delivering shops (a Voronoi cell), so they never
 * overlap; zones (ZON) are clipped to their shop's area. The committed JSON is what loads.
 *
 * Its parts are the files of geo/: the geometry, the authored rows (departments and cities,
 * colonias, landmarks, shops and their kinds, delivery zones, coverage samples), the tables
 * built from them and the checks of those tables.
 */
import { check } from './geo/checks.ts';
import { build, type Geo } from './geo/tables.ts';

/** The geography part; throws when a sample point or a polygon check fails. */
export function buildGeo(): Geo {
  const geo = build();
  const problems = check(geo);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return geo;
}
