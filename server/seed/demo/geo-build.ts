/**
 * The demo chain's geography part, written into server/seed/demo-chain.json by
 * `npx tsx server/seed/demo/build.ts` (which also checks the sample coverage points).
 *
 * Deterministic: every polygon is an ellipse around a centre whose shape comes from a PRNG
 * seeded by the record code. Shop areas (TDA) are the shop's ellipse clipped by the
 * perpendicular bisectors to the other delivering shops (a Voronoi cell), so they never
 * overlap; zones (ZON) are clipped to their shop's area. The committed JSON is what loads.
 */
import { chainSchema } from '../schema.ts';

type Pt = [number, number]; // [lng, lat]
type Xy = [number, number]; // km, local projection

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
const toXy = ([lng, lat]: Pt): Xy => [lng * KM_LNG, lat * KM_LAT];
const toPt = ([x, y]: Xy): Pt => [round6(x / KM_LNG), round6(y / KM_LAT)];
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Convex ellipse-shaped polygon (counter-clockwise) of `n` vertices, radius ~r km. */
function ellipse(center: Pt, rKm: number, n: number, seed: string): Xy[] {
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
function clipBisector(poly: Xy[], site: Xy, other: Xy): Xy[] {
  const a: Xy = [other[0] - site[0], other[1] - site[1]];
  const mid: Xy = [(site[0] + other[0]) / 2, (site[1] + other[1]) / 2];
  return clipHalfPlane(poly, a, a[0] * mid[0] + a[1] * mid[1]);
}

/** Intersection of `poly` with the convex counter-clockwise polygon `clip`. */
function clipConvex(poly: Xy[], clip: Xy[]): Xy[] {
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

const closeRing = (ring: Xy[]): Pt[] => {
  const pts = ring.map(toPt);
  return [...pts, pts[0]!];
};

function pointInRing([x, y]: Pt, ring: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const pointInPolygon = (p: Pt, rings: Pt[][]) =>
  pointInRing(p, rings[0]!) && !rings.slice(1).some((hole) => pointInRing(p, hole));

/** Ring pulled 1 % towards its centroid, so shared edges do not count as overlap. */
function shrink(ring: Pt[]): Pt[] {
  const cx = ring.reduce((t, p) => t + p[0], 0) / ring.length;
  const cy = ring.reduce((t, p) => t + p[1], 0) / ring.length;
  return ring.map(([x, y]) => [cx + (x - cx) * 0.99, cy + (y - cy) * 0.99]);
}

const distKm = (a: Pt, b: Pt) => {
  const [ax, ay] = toXy(a);
  const [bx, by] = toXy(b);
  return Math.hypot(ax - bx, ay - by);
};

/**
 * The San Salvador metropolitan area (San Salvador, Antiguo Cuscatlán, Santa Tecla,
 * Mejicanos, Ciudad Delgado, Soyapango, Ilopango, San Marcos): a convex outline,
 * counter-clockwise. Inside it colonias and shop areas tile the ground with no gap (Voronoi
 * cells of their sites), so every place of the metro area is covered.
 */
const METRO: Xy[] = (
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

const inMetro = (p: Pt) => clipConvex([toXy(p)], METRO).length > 0;

/** The Voronoi cell of `site` among `others`, inside `within` (convex). */
function cell(within: Xy[], site: Pt, others: Pt[]): Xy[] {
  let poly = within;
  for (const o of others) {
    if (o[0] !== site[0] || o[1] !== site[1]) poly = clipBisector(poly, toXy(site), toXy(o));
  }
  return poly;
}

// ---------------------------------------------------------------- catalogue data

const departamentos = [
  { C: 'AH', N: 'Ahuachapán' },
  { C: 'SA', N: 'Santa Ana' },
  { C: 'SO', N: 'Sonsonate' },
  { C: 'CH', N: 'Chalatenango' },
  { C: 'LL', N: 'La Libertad' },
  { C: 'SS', N: 'San Salvador' },
  { C: 'CU', N: 'Cuscatlán' },
  { C: 'LP', N: 'La Paz' },
  { C: 'CA', N: 'Cabañas' },
  { C: 'SV', N: 'San Vicente' },
  { C: 'US', N: 'Usulután' },
  { C: 'SM', N: 'San Miguel' },
  { C: 'MO', N: 'Morazán' },
  { C: 'LU', N: 'La Unión' },
];

const ciudades = [
  { C: 'SYS', D: 'SS', N: 'Sistema' },
  { C: 'SSA', D: 'SS', N: 'San Salvador' },
  { C: 'MEJ', D: 'SS', N: 'Mejicanos' },
  { C: 'SOY', D: 'SS', N: 'Soyapango' },
  { C: 'ILO', D: 'SS', N: 'Ilopango' },
  { C: 'APO', D: 'SS', N: 'Apopa' },
  { C: 'DEL', D: 'SS', N: 'Ciudad Delgado' },
  { C: 'SMA', D: 'SS', N: 'San Marcos' },
  { C: 'STT', D: 'LL', N: 'Santa Tecla' },
  { C: 'ANC', D: 'LL', N: 'Antiguo Cuscatlán' },
  { C: 'CLN', D: 'LL', N: 'Colón' },
  { C: 'LLB', D: 'LL', N: 'La Libertad' },
  { C: 'SAN', D: 'SA', N: 'Santa Ana' },
  { C: 'CHL', D: 'SA', N: 'Chalchuapa' },
  { C: 'SON', D: 'SO', N: 'Sonsonate' },
  { C: 'ACA', D: 'SO', N: 'Acajutla' },
  { C: 'ZAC', D: 'LP', N: 'Zacatecoluca' },
  { C: 'SLT', D: 'LP', N: 'San Luis Talpa' },
  { C: 'SMG', D: 'SM', N: 'San Miguel' },
  { C: 'AHU', D: 'AH', N: 'Ahuachapán' },
  { C: 'CHA', D: 'CH', N: 'Chalatenango' },
  { C: 'COJ', D: 'CU', N: 'Cojutepeque' },
  { C: 'SEN', D: 'CA', N: 'Sensuntepeque' },
  { C: 'SVI', D: 'SV', N: 'San Vicente' },
  { C: 'USU', D: 'US', N: 'Usulután' },
  { C: 'SFG', D: 'MO', N: 'San Francisco Gotera' },
  { C: 'LUN', D: 'LU', N: 'La Unión' },
];

/** Colonias: code, city, name, [lat, lng], radius of the COL polygon in km. */
const coloniaRows: [string, string, string, number, number, number][] = [
  ['SSA-ESC', 'SSA', 'Colonia Escalón', 13.7065, -89.239, 0.6],
  ['SSA-MAQ', 'SSA', 'Colonia Maquilishuat', 13.716, -89.244, 0.35],
  ['SSA-SBE', 'SSA', 'Colonia San Benito', 13.6965, -89.247, 0.5],
  ['SSA-ZRO', 'SSA', 'Zona Rosa', 13.6918, -89.2375, 0.3],
  ['SSA-MIR', 'SSA', 'Colonia Miramonte', 13.712, -89.22, 0.5],
  ['SSA-FLB', 'SSA', 'Colonia Flor Blanca', 13.699, -89.211, 0.55],
  ['SSA-CAM', 'SSA', 'Colonia Centroamérica', 13.7155, -89.211, 0.38],
  ['SSA-MED', 'SSA', 'Colonia Médica', 13.707, -89.203, 0.4],
  ['SSA-CUN', 'SSA', 'Ciudad Universitaria', 13.7185, -89.203, 0.5],
  ['SSA-CEN', 'SSA', 'Centro Histórico', 13.6975, -89.191, 0.55],
  ['SSA-SJA', 'SSA', 'Barrio San Jacinto', 13.685, -89.189, 0.5],
  ['SSA-ROM', 'SSA', 'Colonia Roma', 13.7005, -89.2255, 0.3],
  ['SSA-LLI', 'SSA', 'Colonia Loma Linda', 13.7035, -89.2335, 0.3],
  ['SSA-CAP', 'SSA', 'Colonia Campestre', 13.7085, -89.246, 0.3],
  ['SSA-MTB', 'SSA', 'Colonia Montebello', 13.728, -89.195, 0.4],
  ['SSA-MOD', 'SSA', 'Modelo – Candelaria', 13.686, -89.204, 0.4],
  ['SSA-LMA', 'SSA', 'Colonia La Mascota', 13.6965, -89.232, 0.3],
  ['MEJ-CEN', 'MEJ', 'Mejicanos centro', 13.724, -89.2135, 0.5],
  ['MEJ-ZAC', 'MEJ', 'Colonia Zacamil', 13.7205, -89.2225, 0.35],
  ['MEJ-MAR', 'MEJ', 'Mariona', 13.742, -89.214, 0.5],
  ['DEL-CEN', 'DEL', 'Ciudad Delgado centro', 13.7236, -89.1703, 0.6],
  ['DEL-NOR', 'DEL', 'Ciudad Delgado norte', 13.736, -89.182, 0.4],
  ['SMA-CEN', 'SMA', 'San Marcos centro', 13.6589, -89.183, 0.6],
  ['SMA-NOR', 'SMA', 'San Marcos norte', 13.673, -89.195, 0.4],
  ['SOY-CEN', 'SOY', 'Soyapango centro', 13.7102, -89.1397, 0.6],
  ['SOY-LSA', 'SOY', 'Reparto Los Santos', 13.6985, -89.147, 0.45],
  ['ILO-SLU', 'ILO', 'Colonia Santa Lucía', 13.6975, -89.118, 0.45],
  ['ILO-CEN', 'ILO', 'Ilopango centro', 13.7017, -89.1094, 0.5],
  ['SOY-PRA', 'SOY', 'Colonia Prados de Venecia', 13.722, -89.142, 0.5],
  ['SOY-CRE', 'SOY', 'Ciudad Credisa', 13.7155, -89.1225, 0.4],
  ['APO-CEN', 'APO', 'Apopa centro', 13.8072, -89.1792, 0.7],
  ['APO-VDS', 'APO', 'Residencial Valle del Sol', 13.793, -89.17, 0.5],
  ['ANC-SEL', 'ANC', 'Santa Elena', 13.67, -89.2545, 0.6],
  ['ANC-CEN', 'ANC', 'Antiguo Cuscatlán centro', 13.6765, -89.244, 0.45],
  ['ANC-SUL', 'ANC', 'Colonia La Sultana', 13.686, -89.246, 0.4],
  ['ANC-JGU', 'ANC', 'Jardines de Guadalupe', 13.682, -89.235, 0.45],
  ['STT-CEN', 'STT', 'Santa Tecla centro', 13.6731, -89.2797, 0.7],
  ['STT-MER', 'STT', 'Ciudad Merliot', 13.6795, -89.268, 0.6],
  ['STT-QUE', 'STT', 'Colonia Quezaltepec', 13.686, -89.288, 0.45],
  ['STT-PSU', 'STT', 'Residencial Pinares de Suiza', 13.656, -89.282, 0.5],
  ['STT-DEL', 'STT', 'Colonia Las Delicias', 13.689, -89.302, 0.4],
  ['CLN-LOU', 'CLN', 'Lourdes centro', 13.722, -89.365, 0.7],
  ['LLB-PUE', 'LLB', 'Puerto de La Libertad', 13.489, -89.322, 0.6],
  ['LLB-TUN', 'LLB', 'Playa El Tunco', 13.493, -89.383, 0.5],
  ['SAN-CEN', 'SAN', 'Santa Ana centro', 13.9942, -89.5597, 0.7],
  ['SAN-PAL', 'SAN', 'Colonia El Palmar', 13.983, -89.548, 0.5],
  ['SAN-SLU', 'SAN', 'Colonia Santa Lucía', 14.005, -89.548, 0.5],
  ['SON-CEN', 'SON', 'Sonsonate centro', 13.7189, -89.7242, 0.7],
  ['SON-SEN', 'SON', 'Colonia Sensunapán', 13.729, -89.733, 0.4],
  ['SMG-CEN', 'SMG', 'San Miguel centro', 13.4833, -88.1833, 0.7],
  ['SMG-CJA', 'SMG', 'Colonia Ciudad Jardín', 13.473, -88.17, 0.5],
  ['ZAC-CEN', 'ZAC', 'Zacatecoluca centro', 13.508, -88.868, 0.7],
  ['AHU-CEN', 'AHU', 'Ahuachapán centro', 13.9214, -89.845, 0.7],
  ['USU-CEN', 'USU', 'Usulután centro', 13.3442, -88.4386, 0.7],
];

/** Landmarks the map's search finds: name, city, [lat, lng], other words it is known by. */
const landmarkRows: [string, string, number, number, string][] = [
  ['Plaza Salvador del Mundo', 'SSA', 13.7011, -89.2245, 'Monumento al Divino Salvador del Mundo'],
  [
    'Catedral Metropolitana',
    'SSA',
    13.6983,
    -89.1912,
    'Catedral de San Salvador, Centro Histórico',
  ],
  ['Palacio Nacional', 'SSA', 13.6978, -89.1918, 'Plaza Gerardo Barrios, Centro Histórico'],
  ['Centro Comercial Metrocentro', 'SSA', 13.7058, -89.2121, 'Boulevard de Los Héroes'],
  [
    'Centro Comercial Galerías',
    'SSA',
    13.7031,
    -89.2279,
    'Galerías Escalón, Paseo General Escalón',
  ],
  ['Centro Comercial Multiplaza', 'ANC', 13.6777, -89.2497, 'Carretera Panamericana'],
  ['Centro Comercial La Gran Vía', 'ANC', 13.6795, -89.2532, 'Carretera Panamericana'],
  ['Universidad Centroamericana José Simeón Cañas', 'ANC', 13.681, -89.236, 'UCA'],
  ['Universidad de El Salvador', 'SSA', 13.7186, -89.203, 'UES, Ciudad Universitaria'],
  ['Estadio Cuscatlán', 'SSA', 13.6811, -89.2226, 'Boulevard Los Próceres'],
  ['Parque Cuscatlán', 'SSA', 13.6999, -89.2035, 'Alameda Roosevelt'],
  ['Hospital Rosales', 'SSA', 13.6977, -89.2005, 'Alameda Roosevelt'],
  ['Centro Comercial Plaza Mundo', 'SOY', 13.7, -89.1535, 'Soyapango, Boulevard del Ejército'],
  ['Paseo El Carmen', 'STT', 13.6725, -89.2795, 'Santa Tecla centro'],
];

type Kind = 'restaurante' | 'foodcourt' | 'autoservicio' | '24h' | 'sin-domingo' | 'aeropuerto';

interface ShopRow {
  I: number;
  CODIGO: string;
  N: string;
  D: string;
  DEP: string;
  CIU: string;
  LAT: number;
  LNG: number;
  DIR: string;
  kind: Kind;
  /** delivery radius in km, or 0 when the shop does not deliver */
  delivery: number;
}

const shopRows: ShopRow[] = [
  {
    I: 1,
    CODIGO: 'SS01',
    N: 'Galerías Escalón',
    D: 'Food court Centro Comercial Galerías',
    DEP: 'SS',
    CIU: 'SSA',
    LAT: 13.7031,
    LNG: -89.2279,
    DIR: 'Centro Comercial Galerías, nivel 3, Paseo General Escalón, San Salvador',
    kind: 'foodcourt',
    delivery: 0,
  },
  {
    I: 2,
    CODIGO: 'SS02',
    N: 'Metrocentro San Salvador',
    D: 'Restaurante Boulevard de Los Héroes',
    DEP: 'SS',
    CIU: 'SSA',
    LAT: 13.7058,
    LNG: -89.2121,
    DIR: 'Centro Comercial Metrocentro, etapa 8, Boulevard de Los Héroes, San Salvador',
    kind: 'restaurante',
    delivery: 3,
  },
  {
    I: 3,
    CODIGO: 'SS03',
    N: 'Centro Histórico',
    D: 'Restaurante frente a Plaza Libertad',
    DEP: 'SS',
    CIU: 'SSA',
    LAT: 13.6979,
    LNG: -89.1916,
    DIR: '4a Calle Oriente y Avenida Cuscatlán, frente a Plaza Libertad, San Salvador',
    kind: 'restaurante',
    delivery: 2.5,
  },
  {
    I: 4,
    CODIGO: 'SS04',
    N: 'Zona Rosa',
    D: 'Restaurante Boulevard del Hipódromo',
    DEP: 'SS',
    CIU: 'SSA',
    LAT: 13.693,
    LNG: -89.24,
    DIR: 'Boulevard del Hipódromo #540, Colonia San Benito, San Salvador',
    kind: 'restaurante',
    delivery: 3.5,
  },
  {
    I: 5,
    CODIGO: 'SS05',
    N: 'Los Próceres Autoservicio',
    D: 'Autoservicio abierto hasta medianoche',
    DEP: 'SS',
    CIU: 'SSA',
    LAT: 13.679,
    LNG: -89.225,
    DIR: 'Boulevard Los Próceres, frente a Redondel Monseñor Romero, San Salvador',
    kind: '24h',
    delivery: 3,
  },
  {
    I: 6,
    CODIGO: 'SS06',
    N: 'Mejicanos',
    D: 'Restaurante Calle a Mariona',
    DEP: 'SS',
    CIU: 'MEJ',
    LAT: 13.7235,
    LNG: -89.2135,
    DIR: 'Calle Principal y Avenida Juan Bertis, frente al parque central, Mejicanos',
    kind: 'sin-domingo',
    delivery: 3,
  },
  {
    I: 7,
    CODIGO: 'SS07',
    N: 'Plaza Mundo Soyapango',
    D: 'Autoservicio Plaza Mundo',
    DEP: 'SS',
    CIU: 'SOY',
    LAT: 13.7,
    LNG: -89.153,
    DIR: 'Centro Comercial Plaza Mundo, Boulevard del Ejército Nacional km 4½, Soyapango',
    kind: 'autoservicio',
    delivery: 5,
  },
  {
    I: 8,
    CODIGO: 'SS08',
    N: 'Apopa',
    D: 'Autoservicio Plaza Apopa',
    DEP: 'SS',
    CIU: 'APO',
    LAT: 13.8072,
    LNG: -89.1792,
    DIR: 'Centro Comercial Plaza Apopa, Carretera Troncal del Norte km 12, Apopa',
    kind: 'autoservicio',
    delivery: 4,
  },
  {
    I: 9,
    CODIGO: 'LL01',
    N: 'La Gran Vía',
    D: 'Food court Centro Comercial La Gran Vía',
    DEP: 'LL',
    CIU: 'ANC',
    LAT: 13.6795,
    LNG: -89.253,
    DIR: 'Centro Comercial La Gran Vía, plaza de comidas, Carretera Panamericana km 8, Antiguo Cuscatlán',
    kind: 'foodcourt',
    delivery: 0,
  },
  {
    I: 10,
    CODIGO: 'LL02',
    N: 'Antiguo Cuscatlán',
    D: 'Restaurante Boulevard Santa Elena',
    DEP: 'LL',
    CIU: 'ANC',
    LAT: 13.6715,
    LNG: -89.245,
    DIR: 'Boulevard Santa Elena y Calle Cortez Blanco, Antiguo Cuscatlán',
    kind: 'restaurante',
    delivery: 3,
  },
  {
    I: 11,
    CODIGO: 'LL03',
    N: 'Santa Tecla Paseo El Carmen',
    D: 'Restaurante Paseo El Carmen',
    DEP: 'LL',
    CIU: 'STT',
    LAT: 13.6731,
    LNG: -89.2797,
    DIR: 'Paseo El Carmen y 1a Avenida Norte, Santa Tecla',
    kind: 'restaurante',
    delivery: 4,
  },
  {
    I: 12,
    CODIGO: 'LL04',
    N: 'Lourdes Colón',
    D: 'Autoservicio Plaza Lourdes',
    DEP: 'LL',
    CIU: 'CLN',
    LAT: 13.722,
    LNG: -89.365,
    DIR: 'Plaza Lourdes, Carretera Panamericana km 24, Lourdes, Colón',
    kind: 'autoservicio',
    delivery: 4,
  },
  {
    I: 13,
    CODIGO: 'LL05',
    N: 'Puerto de La Libertad',
    D: 'Restaurante Malecón del Puerto',
    DEP: 'LL',
    CIU: 'LLB',
    LAT: 13.4885,
    LNG: -89.3225,
    DIR: 'Complejo Turístico Malecón, Calle Principal, Puerto de La Libertad',
    kind: 'restaurante',
    delivery: 3,
  },
  {
    I: 14,
    CODIGO: 'SA01',
    N: 'Metrocentro Santa Ana',
    D: 'Restaurante Metrocentro Santa Ana',
    DEP: 'SA',
    CIU: 'SAN',
    LAT: 13.983,
    LNG: -89.561,
    DIR: 'Centro Comercial Metrocentro Santa Ana, Bypass y Avenida Independencia Sur, Santa Ana',
    kind: 'restaurante',
    delivery: 4,
  },
  {
    I: 15,
    CODIGO: 'SM01',
    N: 'Metrocentro San Miguel',
    D: 'Autoservicio Metrocentro San Miguel',
    DEP: 'SM',
    CIU: 'SMG',
    LAT: 13.479,
    LNG: -88.166,
    DIR: 'Centro Comercial Metrocentro San Miguel, Avenida Roosevelt Sur, San Miguel',
    kind: 'autoservicio',
    delivery: 4,
  },
  {
    I: 16,
    CODIGO: 'SO01',
    N: 'Sonsonate',
    D: 'Restaurante Metrocentro Sonsonate',
    DEP: 'SO',
    CIU: 'SON',
    LAT: 13.72,
    LNG: -89.728,
    DIR: 'Centro Comercial Metrocentro Sonsonate, Calle a Acajutla, Sonsonate',
    kind: 'restaurante',
    delivery: 3.5,
  },
  {
    I: 17,
    CODIGO: 'LP01',
    N: 'Zacatecoluca',
    D: 'Restaurante Zacatecoluca',
    DEP: 'LP',
    CIU: 'ZAC',
    LAT: 13.508,
    LNG: -88.868,
    DIR: 'Avenida Juan Manuel Rodríguez y 2a Calle Poniente, Zacatecoluca',
    kind: 'restaurante',
    delivery: 3,
  },
  {
    I: 18,
    CODIGO: 'LP02',
    N: 'Aeropuerto Internacional',
    D: 'Kiosco sala de abordaje',
    DEP: 'LP',
    CIU: 'SLT',
    LAT: 13.4409,
    LNG: -89.0557,
    DIR: 'Aeropuerto Internacional Monseñor Óscar Arnulfo Romero, sala de abordaje, San Luis Talpa',
    kind: 'aeropuerto',
    delivery: 0,
  },
];

const week = (ha: string, hc: string, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((DIA) => ({ DIA, HA: ha, HC: hc }));

function hoursFor(kind: Kind) {
  switch (kind) {
    case 'foodcourt':
      return [...week('10:00', '20:00', [0]), ...week('10:00', '21:00', [1, 2, 3, 4, 5, 6])];
    case 'autoservicio':
      return [...week('07:00', '22:00', [0, 1, 2, 3, 4]), ...week('07:00', '23:00', [5, 6])];
    case '24h':
      return week('06:00', '23:59');
    case 'sin-domingo':
      return week('07:00', '21:00', [1, 2, 3, 4, 5, 6]);
    case 'aeropuerto':
      return week('04:30', '21:30');
    case 'restaurante':
      return [...week('08:00', '21:00', [0]), ...week('07:00', '22:00', [1, 2, 3, 4, 5, 6])];
  }
}

function searchWords(s: ShopRow): string {
  const w: string[] = [];
  if (s.kind === 'foodcourt') w.push('Food court', 'Centro comercial');
  else if (s.kind === 'aeropuerto') w.push('Kiosco', 'Aeropuerto');
  else w.push('Restaurante');
  if (s.kind === 'autoservicio' || s.kind === '24h') w.push('Autoservicio');
  if (s.kind === '24h') w.push('24 horas', 'Nocturno');
  if (s.delivery > 0) w.push('Delivery');
  if (s.kind !== 'foodcourt' && s.kind !== 'aeropuerto') w.push('Parqueo');
  return w.join(', ');
}

function optionsFor(s: ShopRow): ('AUTOSERVICIO' | 'PARQUEO' | 'MOSTRADOR')[] {
  if (s.kind === 'foodcourt' || s.kind === 'aeropuerto') return ['MOSTRADOR'];
  if (s.kind === 'autoservicio' || s.kind === '24h')
    return ['AUTOSERVICIO', 'PARQUEO', 'MOSTRADOR'];
  return ['PARQUEO', 'MOSTRADOR'];
}

/** Delivery zones: code, name, shop, [lat, lng], radius km, restriction, optional hole. */
interface ZoneRow {
  CODIGO: string;
  N: string;
  IDTDA: number;
  at: Pt; // [lng, lat]
  r: number;
  RESTRICCION?: number;
  /** hours restriction 200 holds, [from, to] 'HH:mm' */
  window?: [string, string];
  hole?: { at: Pt; r: number };
}

const zoneRows: ZoneRow[] = [
  { CODIGO: 'Z-SS-01', N: 'Escalón', IDTDA: 4, at: [-89.2385, 13.7075], r: 1.3 },
  { CODIGO: 'Z-SS-02', N: 'San Benito – Zona Rosa', IDTDA: 4, at: [-89.2435, 13.6935], r: 0.9 },
  { CODIGO: 'Z-SS-03', N: 'Los Héroes – Miramonte', IDTDA: 2, at: [-89.2145, 13.7075], r: 1.3 },
  // downtown after dark (18:00 to 06:00): schedule restriction, the app offers pickup instead
  {
    CODIGO: 'Z-SS-04',
    N: 'Centro Histórico',
    IDTDA: 3,
    at: [-89.1905, 13.6965],
    r: 1.3,
    RESTRICCION: 200,
    window: ['18:00', '06:00'],
  },
  // campus: orders go to one of its delivery points
  { CODIGO: 'Z-SS-05', N: 'Ciudad Universitaria', IDTDA: 6, at: [-89.2032, 13.7187], r: 0.45 },
  { CODIGO: 'Z-SS-06', N: 'Soyapango', IDTDA: 7, at: [-89.143, 13.706], r: 1.6 },
  { CODIGO: 'Z-SS-07', N: 'Mejicanos', IDTDA: 6, at: [-89.217, 13.7265], r: 0.9 },
  { CODIGO: 'Z-LL-01', N: 'Santa Elena', IDTDA: 10, at: [-89.2525, 13.6695], r: 1.1 },
  {
    CODIGO: 'Z-LL-02',
    N: 'Ciudad Merliot',
    IDTDA: 11,
    at: [-89.2695, 13.6795],
    r: 1.0,
    hole: { at: [-89.271, 13.6825], r: 0.25 },
  },
  { CODIGO: 'Z-LL-03', N: 'Campus UCA', IDTDA: 5, at: [-89.2352, 13.6818], r: 0.4 },
  { CODIGO: 'Z-LL-04', N: 'Santa Tecla centro', IDTDA: 11, at: [-89.282, 13.6735], r: 1.2 },
  // far beach zone: the 30-minute warranty does not apply
  {
    CODIGO: 'Z-LL-05',
    N: 'Puerto de La Libertad',
    IDTDA: 13,
    at: [-89.3225, 13.4895],
    r: 1.8,
    RESTRICCION: 100,
  },
  { CODIGO: 'Z-SM-01', N: 'San Miguel centro', IDTDA: 15, at: [-88.178, 13.481], r: 1.8 },
];

/** Holes cut from shop areas (places the shop never delivers to). */
const shopHoles: Record<number, { N: string; at: Pt; r: number }> = {
  7: { N: 'Aeropuerto de Ilopango (zona militar)', at: [-89.1197, 13.6994], r: 0.55 },
};

const deliveryPointRows: [string, string, number, number][] = [
  ['Z-SS-05', 'Portón principal Universidad de El Salvador', 13.7163, -89.2041],
  ['Z-SS-05', 'Portón Facultad de Medicina', 13.7198, -89.2012],
  ['Z-SS-05', 'Entrada Hospital Universitario', 13.7202, -89.2048],
  ['Z-LL-03', 'Portón peatonal UCA', 13.6807, -89.2358],
  ['Z-LL-03', 'Caseta de vigilancia Residencial Jardines de Guadalupe', 13.6829, -89.2343],
];

/** Sample points printed by --check, with the expected coverage kinds. */
const samples: [string, Pt, string][] = [
  ['Colonia Escalón', [-89.239, 13.7065], 'COL+ZON+TDA'],
  ['Zona Rosa', [-89.2375, 13.6918], 'COL+ZON+TDA'],
  ['Centro Histórico (restricción 200)', [-89.191, 13.6975], 'COL+ZON+TDA'],
  ['Ciudad Universitaria (puntos de entrega)', [-89.203, 13.7185], 'COL+ZON+TDA'],
  ['Puerto de La Libertad (restricción 100)', [-89.322, 13.489], 'COL+ZON+TDA'],
  ['Ciudad Merliot, hueco del ZON', [-89.271, 13.6825], 'COL+TDA'],
  ['Santa Ana centro', [-89.5597, 13.9942], 'COL+TDA'],
  ['Sonsonate centro', [-89.7242, 13.7189], 'COL+TDA'],
  ['Barrio San Jacinto', [-89.189, 13.685], 'COL+TDA'],
  ['Ilopango, hueco del TDA', [-89.1197, 13.6994], 'COL'],
  ['Playa El Tunco', [-89.383, 13.493], 'COL'],
  ['Ahuachapán centro', [-89.845, 13.9214], 'COL'],
  ['Carretera entre Santa Tecla y Sonsonate', [-89.52, 13.7], ''],
];

// ---------------------------------------------------------------- building

function build() {
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

type Geo = ReturnType<typeof build>;

function check(geo: Geo): string[] {
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

/** The geography part; throws when a sample point or a polygon check fails. */
export function buildGeo(): Geo {
  const geo = build();
  const problems = check(geo);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return geo;
}
