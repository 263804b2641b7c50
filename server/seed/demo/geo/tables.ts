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
import { type ShopRow, shopRows } from './shops.ts';

// ---------------------------------------------------------------- building

/** A row of `zonas`: a shop's area (TDA), a delivery zone (ZON) or a colonia (COL). */
interface ZoneRecord {
  TIPO: 'COL' | 'ZON' | 'TDA';
  CODIGO: string;
  N: string;
  IDTDA: number | null;
  POLIGONO: Pt[][];
  RESTRICCION: number | null;
  RESTRICCION_DESDE?: string;
  RESTRICCION_HASTA?: string;
}

function shopTable() {
  return shopRows.map((s) => ({
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
}

/** Each delivering shop's ground: its cell among the others, within the metro area or its radius. */
function shopAreas(delivering: ShopRow[]): Map<number, Xy[]> {
  const sites = delivering.map((s): Pt => [s.LNG, s.LAT]);
  const shopArea = new Map<number, Xy[]>();
  for (const s of delivering) {
    const site: Pt = [s.LNG, s.LAT];
    // metro shops share the metro area between them; the others reach their radius
    const within = inMetro(site) ? METRO : ellipse(site, s.delivery, 16, `TDA-${s.CODIGO}`);
    shopArea.set(s.I, cell(within, site, sites));
  }
  return shopArea;
}

/** The shops' areas as TDA zones, with the holes some of them leave undelivered. */
function shopAreaZones(delivering: ShopRow[], shopArea: Map<number, Xy[]>): ZoneRecord[] {
  return delivering.map((s) => {
    const rings = [closeRing(shopArea.get(s.I)!)];
    const hole = shopHoles[s.I];
    if (hole) rings.push(closeRing(ellipse(hole.at, hole.r, 8, `HOLE-${s.CODIGO}`).reverse()));
    return {
      TIPO: 'TDA',
      CODIGO: `TDA-${s.CODIGO}`,
      N: `Área de reparto ${s.N}`,
      IDTDA: s.I,
      POLIGONO: rings,
      RESTRICCION: null,
    };
  });
}

/** The authored delivery zones (ZON), each within its shop's area. */
function deliveryZones(shopArea: Map<number, Xy[]>): ZoneRecord[] {
  return zoneRows.map((z) => {
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
    return {
      TIPO: 'ZON',
      CODIGO: z.CODIGO,
      N: z.N,
      IDTDA: z.IDTDA,
      POLIGONO: rings,
      RESTRICCION: z.RESTRICCION ?? null,
      ...(z.window ? { RESTRICCION_DESDE: z.window[0], RESTRICCION_HASTA: z.window[1] } : {}),
    };
  });
}

/** The colonias as COL zones: metro ones share the metro area, the others are ellipses. */
function coloniaZones(): ZoneRecord[] {
  const metroColonias = coloniaRows
    .map(([, , , LAT, LNG]): Pt => [LNG, LAT])
    .filter((p) => inMetro(p));
  return coloniaRows.map(([C, , N, LAT, LNG, r]) => {
    const site: Pt = [LNG, LAT];
    const ring = inMetro(site) ? cell(METRO, site, metroColonias) : ellipse(site, r, 10, C);
    return {
      TIPO: 'COL',
      CODIGO: C,
      N,
      IDTDA: null,
      POLIGONO: [closeRing(ring)],
      RESTRICCION: null,
    };
  });
}

export function build() {
  const delivering = shopRows.filter((s) => s.delivery > 0);
  const shopArea = shopAreas(delivering);
  return {
    departamentos,
    ciudades,
    colonias: coloniaRows.map(([C, CI, N, LAT, LNG]) => ({ C, CI, N, LAT, LNG })),
    lugares: landmarkRows.map(([N, CI, LAT, LNG, ALIAS]) => ({ N, CI, LAT, LNG, ALIAS })),
    tiendas: shopTable(),
    zonas: [...shopAreaZones(delivering, shopArea), ...deliveryZones(shopArea), ...coloniaZones()],
    puntosEntrega: deliveryPointRows.map(([CODZON, N, LAT, LNG], i) => ({
      I: i + 1,
      CODZON,
      N,
      LAT,
      LNG,
    })),
  };
}

export type Geo = ReturnType<typeof build>;
