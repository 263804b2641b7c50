import { chainSchema } from '../../schema.ts';
import { samples } from './coverage-samples.ts';
import { pointInPolygon, pointInRing, shrink } from './geometry.ts';
import type { Geo } from './tables.ts';

/**
 * What is wrong with the built geography: schema errors, unknown codes, landmarks without
 * coverage, holes outside their ring, shops outside their area, overlaps, delivery points
 * outside their zone and sample points with other coverage than expected (each printed).
 */

export function check(geo: Geo): string[] {
  const problems: string[] = [];
  const chain = chainSchema.safeParse({
    version: 1,
    categorias: [{ cat: 1, nombre: 'x' }],
    productos: [{ I: 1, IS: 'x', N: 'x', P: 1, T: 1, TIP: 'PRD' }],
    ...geo,
  });
  if (!chain.success) problems.push(chain.error.message);

  const depCodes = new Set(geo.departamentos.map((d) => d.C));
  const cityCodes = new Set(geo.ciudades.map((c) => c.C));
  for (const c of geo.ciudades) if (!depCodes.has(c.D)) problems.push(`ciudad ${c.C}: ${c.D}?`);
  for (const c of geo.colonias) if (!cityCodes.has(c.CI)) problems.push(`colonia ${c.C}: ${c.CI}?`);
  // every landmark of the metro area stands where the chain delivers
  for (const l of geo.lugares) {
    if (!cityCodes.has(l.CI)) problems.push(`lugar ${l.N}: ${l.CI}?`);
    const covered = (['COL', 'TDA'] as const).every((k) =>
      geo.zonas.some((z) => z.TIPO === k && pointInPolygon([l.LNG, l.LAT], z.POLIGONO)),
    );
    if (!covered) problems.push(`lugar ${l.N}: sin cobertura`);
  }
  for (const t of geo.tiendas) {
    const city = geo.ciudades.find((c) => c.C === t.CIU);
    if (!city || city.D !== t.DEP) problems.push(`tienda ${t.I}: ${t.DEP}/${t.CIU}?`);
  }

  // every hole inside its outer ring; the shop inside its own area; no COL/ZON overlap
  for (const z of geo.zonas) {
    const [outer, ...holes] = z.POLIGONO;
    for (const h of holes)
      if (!h.every((p) => pointInRing(p, outer!))) problems.push(`${z.CODIGO}: hueco fuera`);
    if (outer!.length - 1 < 3) problems.push(`${z.CODIGO}: polígono vacío`);
  }
  for (const z of geo.zonas.filter((x) => x.TIPO === 'TDA')) {
    const t = geo.tiendas.find((s) => s.I === z.IDTDA)!;
    if (!pointInPolygon([t.LNG, t.LAT], z.POLIGONO)) problems.push(`${z.CODIGO}: tienda fuera`);
  }
  for (const kind of ['COL', 'ZON', 'TDA'] as const) {
    const list = geo.zonas.filter((z) => z.TIPO === kind);
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        const overlap =
          shrink(a.POLIGONO[0]!).some((p) => pointInRing(p, b.POLIGONO[0]!)) ||
          shrink(b.POLIGONO[0]!).some((p) => pointInRing(p, a.POLIGONO[0]!));
        if (overlap) problems.push(`${a.CODIGO} y ${b.CODIGO} se traslapan`);
      }
  }
  for (const p of geo.puntosEntrega) {
    const z = geo.zonas.find((x) => x.CODIGO === p.CODZON);
    if (!z || !pointInPolygon([p.LNG, p.LAT], z.POLIGONO)) problems.push(`punto ${p.I} fuera`);
  }
  for (const [name, pt, expected] of samples) {
    const kinds = (['COL', 'ZON', 'TDA'] as const).filter((k) =>
      geo.zonas.some((z) => z.TIPO === k && pointInPolygon(pt, z.POLIGONO)),
    );
    const got = kinds.join('+');
    console.log(`${got === expected ? 'ok ' : 'MAL'} ${name}: ${got || '(sin cobertura)'}`);
    if (got !== expected) problems.push(`${name}: ${got} ≠ ${expected}`);
  }
  return problems;
}
