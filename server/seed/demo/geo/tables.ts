/** The geography's tables, built from the authored rows and the polygons' geometry. */
import { coloniaRows } from './colonias.ts';
import { deliveryPointRows, shopHoles, zoneRows } from './delivery-zones.ts';
import { ciudades, departamentos } from './departments-and-cities.ts';
import {
  clipBisector,
  clipConvex,
  closeRing,
  distKm,
  ellipse,
  type Pt,
  toXy,
  type Xy,
} from './geometry.ts';
import { landmarkRows } from './landmarks.ts';
import { cell, inMetro, METRO } from './metro-area.ts';
import { hoursFor, optionsFor, searchWords } from './shop-kinds.ts';
import { shopRows } from './shops.ts';

// ---------------------------------------------------------------- building

export function build() {
  const colonias = coloniaRows.map(([C, CI, N, LAT, LNG]) => ({ C, CI, N, LAT, LNG }));
  const lugares = landmarkRows.map(([N, CI, LAT, LNG, ALIAS]) => ({ N, CI, LAT, LNG, ALIAS }));

  const tiendas = shopRows.map((s) => ({
    I: s.I,
    CODIGO: s.CODIGO,
    N: s.N,
    D: s.D,
    DEP: s.DEP,
    CIU: s.CIU,
    LAT: s.LAT,
    LNG: s.LNG,
    DIR: s.DIR,
    BUSQUEDA: searchWords(s),
    OPCIONES: optionsFor(s),
    HORARIOS: hoursFor(s.kind),
  }));

  const delivering = shopRows.filter((s) => s.delivery > 0);
  const sites = delivering.map((s): Pt => [s.LNG, s.LAT]);
  const shopArea = new Map<number, Xy[]>();
  for (const s of delivering) {
    const site: Pt = [s.LNG, s.LAT];
    // metro shops share the metro area between them; the others reach their radius
    const within = inMetro(site) ? METRO : ellipse(site, s.delivery, 16, `TDA-${s.CODIGO}`);
    shopArea.set(s.I, cell(within, site, sites));
  }

  const zonas: {
    TIPO: 'COL' | 'ZON' | 'TDA';
    CODIGO: string;
    N: string;
    IDTDA: number | null;
    POLIGONO: Pt[][];
    RESTRICCION: number | null;
    RESTRICCION_DESDE?: string;
    RESTRICCION_HASTA?: string;
  }[] = [];

  for (const s of delivering) {
    const rings = [closeRing(shopArea.get(s.I)!)];
    const hole = shopHoles[s.I];
    if (hole) rings.push(closeRing(ellipse(hole.at, hole.r, 8, `HOLE-${s.CODIGO}`).reverse()));
    zonas.push({
      TIPO: 'TDA',
      CODIGO: `TDA-${s.CODIGO}`,
      N: `Área de reparto ${s.N}`,
      IDTDA: s.I,
      POLIGONO: rings,
      RESTRICCION: null,
    });
  }

  for (const z of zoneRows) {
    const area = shopArea.get(z.IDTDA);
    if (!area) throw new Error(`${z.CODIGO}: la tienda ${z.IDTDA} no reparte`);
    let outer = clipConvex(ellipse(z.at, z.r, 12, z.CODIGO), area);
    // neighbouring zones split the ground between them along the bisector
    for (const o of zoneRows) {
      if (o !== z && distKm(z.at, o.at) < 1.4 * (z.r + o.r)) {
        outer = clipBisector(outer, toXy(z.at), toXy(o.at));
      }
    }
    const rings = [closeRing(outer)];
    if (z.hole)
      rings.push(closeRing(ellipse(z.hole.at, z.hole.r, 8, `HOLE-${z.CODIGO}`).reverse()));
    zonas.push({
      TIPO: 'ZON',
      CODIGO: z.CODIGO,
      N: z.N,
      IDTDA: z.IDTDA,
      POLIGONO: rings,
      RESTRICCION: z.RESTRICCION ?? null,
      ...(z.window ? { RESTRICCION_DESDE: z.window[0], RESTRICCION_HASTA: z.window[1] } : {}),
    });
  }

  const metroColonias = coloniaRows
    .map(([, , , LAT, LNG]): Pt => [LNG, LAT])
    .filter((p) => inMetro(p));
  for (const [C, , N, LAT, LNG, r] of coloniaRows) {
    const site: Pt = [LNG, LAT];
    const ring = inMetro(site) ? cell(METRO, site, metroColonias) : ellipse(site, r, 10, C);
    zonas.push({
      TIPO: 'COL',
      CODIGO: C,
      N,
      IDTDA: null,
      POLIGONO: [closeRing(ring)],
      RESTRICCION: null,
    });
  }

  const puntosEntrega = deliveryPointRows.map(([CODZON, N, LAT, LNG], i) => ({
    I: i + 1,
    CODZON,
    N,
    LAT,
    LNG,
  }));

  return { departamentos, ciudades, colonias, lugares, tiendas, zonas, puntosEntrega };
}

export type Geo = ReturnType<typeof build>;
