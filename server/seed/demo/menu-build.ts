/**
 * The demo chain's MENU part, written into server/seed/demo-chain.json by
 * `npx tsx server/seed/demo/build.ts`.
 *
 * Deterministic: the same script always writes the same file. The committed JSON is what
 * gets loaded; this script only saves typing ids and keeps prices consistent. Id ranges
 * (docs/seed-format.md): categories 1–99, sizes 100–399, bases 400–449, banners 801–899,
 * products 1000–1999 (promotions share their PROMO product's id, 1900–1949), options
 * 3000–3999, option choices 5000–6999, ingredients 7000–7999.
 */
import type { z } from 'zod';
import type {
  bannerSchema,
  baseSizeSchema,
  categorySchema,
  ingredientSchema,
  itemScheduleSchema,
  optionChoiceSchema,
  productOptionSchema,
  productSchema,
  promotionSchema,
  sizeSchema,
  timedMessageSchema,
} from '../schema.ts';

type Category = z.input<typeof categorySchema>;
type Product = z.input<typeof productSchema>;
type Option = z.input<typeof productOptionSchema>;
type Choice = z.input<typeof optionChoiceSchema>;
type Ingredient = z.input<typeof ingredientSchema>;
type Size = z.input<typeof sizeSchema>;
type BaseSize = z.input<typeof baseSizeSchema>;
type Promotion = z.input<typeof promotionSchema>;
type Schedule = z.input<typeof itemScheduleSchema>;
type Message = z.input<typeof timedMessageSchema>;
type Banner = z.input<typeof bannerSchema>;

const money = (n: number): number => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------

const categorias: Category[] = [];
function cat(
  id: number,
  nombre: string,
  url: string,
  cx: number,
  idpad: number | null = null,
  td: 'TODOS' | 'MOBILE' | 'DESKTOP' = 'TODOS',
): number {
  categorias.push({ cat: id, nombre, idpad, CODIGO_URL: url, td, t: 'MEN', cx });
  return id;
}

const C = {
  promociones: cat(9, 'Promociones', 'promociones', 0),
  combos: cat(1, 'Combos', 'combos', 1),
  hamburguesas: cat(2, 'Hamburguesas', 'hamburguesas', 2),
  pollo: cat(3, 'Pollo', 'pollo', 3),
  desayunos: cat(4, 'Desayunos', 'desayunos', 4),
  ensaladas: cat(10, 'Ensaladas y wraps', 'ensaladas-y-wraps', 5),
  acompanamientos: cat(5, 'Acompañamientos', 'acompanamientos', 6),
  postres: cat(6, 'Postres', 'postres', 7),
  bebidas: cat(7, 'Bebidas', 'bebidas', 8),
  infantil: cat(8, 'Menú infantil', 'menu-infantil', 9),
  app: cat(11, 'Exclusivos de la app', 'exclusivos-app', 10, null, 'MOBILE'),
  empresas: cat(12, 'Pedidos para empresas', 'empresas', 11, null, 'DESKTOP'),
  // sub-categories
  clasicas: cat(21, 'Clásicas', 'clasicas', 1, 2),
  deLaCasa: cat(22, 'De la casa', 'de-la-casa', 2, 2),
  polloCrujiente: cat(23, 'Pollo crujiente', 'pollo-crujiente', 3, 2),
  piezas: cat(31, 'Piezas', 'piezas', 1, 3),
  alitas: cat(32, 'Alitas y tiras', 'alitas-y-tiras', 2, 3),
  cajas: cat(33, 'Cajas familiares', 'cajas-familiares', 3, 3),
  helados: cat(61, 'Helados', 'helados', 1, 6),
  pasteles: cat(62, 'Pasteles', 'pasteles', 2, 6),
  sodas: cat(71, 'Sodas', 'sodas', 1, 7),
  naturales: cat(72, 'Refrescos naturales', 'refrescos-naturales', 2, 7),
  cafe: cat(73, 'Café', 'cafe', 3, 7),
  batidos: cat(74, 'Batidos', 'batidos', 4, 7),
  // third level: loadable, but the storefront only shows two levels (main and sub), so
  // the products of this category are never listed (docs/seed-format.md)
  temporada: cat(95, 'Temporada navideña 2025', 'temporada-navidena-2025', 9, 22),
};

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

const productos: Product[] = [];
type Extra = Partial<Omit<Product, 'I' | 'N' | 'D' | 'P' | 'T' | 'TIP' | 'IS'>>;
const ordInCategory = new Map<number, number>();

function product(
  I: number,
  TIP: Product['TIP'],
  T: number,
  N: string,
  P: number,
  D: string,
  extra: Extra = {},
): number {
  const ORD = (ordInCategory.get(T) ?? 0) + 1;
  ordInCategory.set(T, ORD);
  productos.push({
    I,
    IS: `prd-${I < 0 ? `n${-I}` : I}`,
    N,
    D,
    P: money(P),
    T,
    TIP,
    X: 1,
    C: 'TODOS',
    H: 0,
    NW: 'N',
    SM: '1,1,1,1,1,1,1',
    ORD,
    CODIGO_URL: null,
    DES: 'N',
    O: [],
    TDE: null,
    TDI: null,
    ...extra,
  });
  return I;
}
const prd = (I: number, T: number, N: string, P: number, D: string, extra: Extra = {}) =>
  product(I, 'PRD', T, N, P, D, extra);
const priceOf = (I: number): number => productos.find((p) => p.I === I)!.P;

// --- Acompañamientos (1000–1049) --------------------------------------------------------
const papas = prd(
  1001,
  C.acompanamientos,
  'Papas fritas regulares',
  1.49,
  'Papas doradas y crujientes con el toque justo de sal.',
);
const papasGrandes = prd(
  1002,
  C.acompanamientos,
  'Papas fritas grandes',
  1.99,
  'La porción grande de nuestras papas, para compartir o para no compartir.',
);
const yuca = prd(
  1003,
  C.acompanamientos,
  'Yuca frita',
  1.99,
  'Yuca frita con curtido y salsa de tomate, como en la feria del pueblo pero sin hacer fila.',
  { CODIGO_URL: 'yuca-frita' },
);
const aros = prd(
  1004,
  C.acompanamientos,
  'Aros de cebolla',
  2.25,
  'Aros de cebolla empanizados, crujientes por fuera y suaves por dentro.',
);
const ensaladaRepollo = prd(
  1005,
  C.acompanamientos,
  'Ensalada de repollo',
  1.25,
  'Repollo y zanahoria rallados con aderezo cremoso de la casa.',
);
const pure = prd(
  1006,
  C.acompanamientos,
  'Puré de papa con gravy',
  1.49,
  'Puré de papa casero bañado en gravy de pollo.',
);
const platanos = prd(
  1007,
  C.acompanamientos,
  'Plátanos fritos con crema',
  1.99,
  'Plátano maduro frito acompañado de crema salvadoreña. Dulce, suave y con ese sabor a domingo en casa de la abuela.',
  { NW: 'S' },
);
const papasQueso = prd(
  1008,
  C.acompanamientos,
  'Papas con queso y tocino',
  2.99,
  'Papas fritas cubiertas con salsa de queso cheddar y trocitos de tocino.',
  { NW: 'S' },
);

// --- Bebidas (1500–1599) ----------------------------------------------------------------
const soda16 = prd(1501, C.sodas, 'Soda 16 oz', 1.25, 'Soda de tu sabor favorito con hielo.');
const soda21 = prd(1502, C.sodas, 'Soda 21 oz', 1.5, 'Soda agrandada de tu sabor favorito.');
const soda32 = prd(
  1503,
  C.sodas,
  'Soda 32 oz',
  1.95,
  'La soda más grande, para los días de calor.',
);
const kolashanpan = prd(
  1504,
  C.sodas,
  'Kolashanpan 16 oz',
  1.25,
  'El sabor salvadoreño de siempre, bien helado.',
  { CODIGO_URL: 'kolashanpan' },
);
const agua = prd(1505, C.sodas, 'Agua embotellada 600 ml', 0.99, 'Agua purificada.');
const teFrio = prd(
  1506,
  C.sodas,
  'Té frío de limón 16 oz',
  1.35,
  'Té negro helado con limón, refrescante y no muy dulce.',
);
const sodaLitros = prd(1507, C.sodas, 'Soda 2 litros', 2.75, 'Botella para compartir en familia.');
const horchata = prd(
  1521,
  C.naturales,
  'Horchata 16 oz',
  1.5,
  'Horchata salvadoreña de morro, con canela y un toque de cacao, preparada cada mañana.',
  { CODIGO_URL: 'horchata' },
);
const horchataLitro = prd(
  1522,
  C.naturales,
  'Horchata 1 litro',
  3.25,
  'Nuestra horchata de morro en presentación para compartir.',
);
prd(
  1523,
  C.naturales,
  'Ensalada de frutas 16 oz',
  1.75,
  'La bebida de siempre: jugo de marañón con trocitos de manzana, mango y piña.',
);
prd(
  1524,
  C.naturales,
  'Fresco de tamarindo 16 oz',
  1.5,
  'Fresco natural de tamarindo, dulce y ácido a la vez.',
);
prd(
  1541,
  C.cafe,
  'Café de altura',
  1.25,
  'Café salvadoreño de altura, cultivado en la cordillera Apaneca-Ilamatepec y tostado para nosotros.',
  { CODIGO_URL: 'cafe-de-altura' },
);
prd(1542, C.cafe, 'Café con leche', 1.5, 'Café de altura con leche vaporizada.');
prd(1543, C.cafe, 'Capuchino', 2.25, 'Espresso con leche espumosa y un toque de canela.');
prd(
  1544,
  C.cafe,
  'Chocolate caliente',
  1.75,
  'Chocolate de tablilla preparado con leche, espeso y reconfortante.',
);
prd(
  1545,
  C.cafe,
  'Café frío con leche',
  2.75,
  'Café de altura servido sobre hielo con leche y vainilla.',
  { NW: 'S' },
);
prd(
  1546,
  C.cafe,
  'Termo de café para 8 tazas',
  8.99,
  'Café de altura en termo con vasos, azúcar y crema para la reunión. Solo a domicilio.',
  { C: 'DOMI' },
);
const batidoFresa = prd(
  1561,
  C.batidos,
  'Batido de fresa',
  2.99,
  'Helado de vainilla batido con fresas y crema batida.',
);
prd(
  1562,
  C.batidos,
  'Batido de chocolate',
  2.99,
  'Helado de chocolate batido con leche y jarabe de chocolate.',
);
const batidoVainilla = prd(
  1563,
  C.batidos,
  'Batido de vainilla',
  2.99,
  'El clásico batido de vainilla, cremoso y bien frío.',
);
const batidoGalleta = prd(
  1564,
  C.batidos,
  'Batido de galleta',
  3.49,
  'Helado de vainilla batido con galleta de chocolate triturada y crema batida.',
  { NW: 'S' },
);
prd(1565, C.batidos, 'Batido de mango', 2.99, 'Batido de mango de temporada. Agotado por ahora.', {
  H: 1,
});

// --- Postres (1600–1649) ----------------------------------------------------------------
const cono = prd(
  1601,
  C.helados,
  'Cono de vainilla',
  0.99,
  'Helado suave de vainilla en cono. Solo para llevar: no sobrevive al viaje en moto.',
  { C: 'LLEV' },
);
prd(
  1602,
  C.helados,
  'Sundae de chocolate',
  1.99,
  'Helado de vainilla con jarabe de chocolate y maní.',
);
prd(1603, C.helados, 'Sundae de fresa', 1.99, 'Helado de vainilla con jarabe de fresa.');
prd(
  1604,
  C.helados,
  'Mix de galleta',
  2.75,
  'Helado de vainilla mezclado con galleta de chocolate. Cuchareable hasta el final.',
);
const tresLeches = prd(
  1621,
  C.pasteles,
  'Tres leches',
  2.5,
  'Porción de pastel tres leches casero con canela, bien húmedo y frío.',
  { CODIGO_URL: 'tres-leches' },
);
prd(
  1622,
  C.pasteles,
  'Pastel de chocolate',
  2.75,
  'Porción de pastel de chocolate con cobertura de fudge.',
);
const pieManzana = prd(
  1623,
  C.pasteles,
  'Pie de manzana',
  1.25,
  'Pie horneado relleno de manzana con canela.',
);
prd(1624, C.pasteles, 'Pie de piña', 1.25, 'Pie horneado relleno de piña.');
prd(
  1625,
  C.pasteles,
  'Quesadilla salvadoreña',
  1.5,
  'Pan dulce de queso y crema con ajonjolí, horneado como en las panaderías de pueblo. Perfecta con un café de altura.',
  { NW: 'S' },
);

// --- Pollo (1200–1249) ------------------------------------------------------------------
const pechuga = prd(
  1201,
  C.piezas,
  'Pieza de pechuga',
  1.99,
  'Pechuga de pollo empanizada con nuestra receta de especias.',
);
const muslo = prd(1202, C.piezas, 'Pieza de muslo', 1.59, 'Muslo de pollo empanizado y jugoso.');
const pierna = prd(1203, C.piezas, 'Pieza de pierna', 1.49, 'Pierna de pollo empanizada.');
const ala = prd(1204, C.piezas, 'Pieza de ala', 1.29, 'Ala de pollo empanizada.');
const alitasBbq = prd(
  1211,
  C.alitas,
  'Alitas BBQ (6 unidades)',
  5.49,
  'Seis alitas bañadas en salsa barbacoa ahumada, con aderezo ranch.',
);
prd(
  1212,
  C.alitas,
  'Alitas picantes (6 unidades)',
  5.49,
  'Seis alitas en salsa picante de chile, solo los martes.',
  { SM: '0,1,0,0,0,0,0', NW: 'S' },
);
const tiras = prd(
  1213,
  C.alitas,
  'Tiras de pollo (4 unidades)',
  3.99,
  'Tiras de pechuga empanizadas con salsa a elegir en tienda.',
);
prd(
  1231,
  C.cajas,
  'Caja de 8 piezas',
  12.99,
  'Ocho piezas de pollo surtidas, ideal para la familia.',
);
const cajaDoce = prd(
  1232,
  C.cajas,
  'Caja de 12 piezas',
  17.99,
  'Doce piezas de pollo surtidas para la reunión grande.',
);

// --- Ensaladas y wraps (1250–1299) ------------------------------------------------------
prd(
  1251,
  C.ensaladas,
  'Ensalada César con pollo',
  4.99,
  'Lechuga romana, pollo a la parrilla, crutones, queso parmesano y aderezo César.',
);
prd(
  1252,
  C.ensaladas,
  'Ensalada de la casa',
  3.49,
  'Lechugas, tomate, pepino, zanahoria y aguacate con vinagreta de limón.',
);
prd(
  1253,
  C.ensaladas,
  'Wrap de pollo crujiente',
  3.99,
  'Tortilla de harina con pollo crujiente, lechuga, tomate y aderezo ranch.',
);
prd(
  1254,
  C.ensaladas,
  'Wrap de pollo a la parrilla',
  3.99,
  'Tortilla de harina con pollo a la parrilla, lechuga, queso y salsa de chipotle.',
  { NW: 'S' },
);

// --- Hamburguesas (1100–1199): configurable ones with sizes, bases and ingredients -----

function ing(I: number, N: string, PA: number, TIP: 'T' | 'E' = 'T'): Ingredient {
  return { I, N, PA: money(PA), TIP };
}
const I = {
  carne: ing(7001, 'Carne de res 1/4 lb', 0, 'E'),
  quesoAmericano: ing(7002, 'Queso americano', 0),
  lechuga: ing(7003, 'Lechuga', 0),
  tomate: ing(7004, 'Tomate', 0),
  cebolla: ing(7005, 'Cebolla', 0),
  pepinillos: ing(7006, 'Pepinillos', 0),
  salsaCasa: ing(7007, 'Salsa de la casa', 0),
  mostaza: ing(7008, 'Mostaza', 0),
  ketchup: ing(7009, 'Kétchup', 0),
  pollo: ing(7011, 'Pechuga de pollo crujiente', 0, 'E'),
  mayonesa: ing(7012, 'Mayonesa', 0),
  quesoDuro: ing(7013, 'Queso duro', 0),
  curtido: ing(7014, 'Curtido', 0),
  // extras (TDI), priced
  tocino: ing(7101, 'Tocino', 0.99, 'E'),
  quesoExtra: ing(7102, 'Queso americano extra', 0.5),
  jalapenos: ing(7103, 'Jalapeños', 0.4),
  cebollaCaramelizada: ing(7104, 'Cebolla caramelizada', 0.6),
  aguacate: ing(7105, 'Aguacate', 0.99, 'E'),
  huevo: ing(7106, 'Huevo frito', 0.75, 'E'),
  champinones: ing(7107, 'Champiñones salteados', 0.6),
  platano: ing(7108, 'Plátano maduro frito', 0.75, 'E'),
  loroco: ing(7109, 'Queso con loroco', 0.99, 'E'),
  salsaBbq: ing(7110, 'Salsa BBQ', 0.25),
  carneExtra: ing(7111, 'Carne de res extra 1/4 lb', 1.5, 'E'),
};
const defaults = (min: number, list: Ingredient[]) => ({
  min,
  max: list.length,
  OPA: null,
  list,
});
const extras = (list: Ingredient[]) => ({ min: 0, max: 4, OPA: 3, list });
const commonExtras = [
  I.tocino,
  I.quesoExtra,
  I.jalapenos,
  I.cebollaCaramelizada,
  I.aguacate,
  I.huevo,
  I.champinones,
  I.carneExtra,
];

const tamanios: Size[] = [];
const masas: BaseSize[] = [];
let nextSize = 100;
function sizes(IDPMN: number, list: [string, number][]): number[] {
  return list.map(([N, PA], index) => {
    const sizeId = nextSize++;
    tamanios.push({ I: sizeId, IDPMN, N, PA: money(PA), O: index + 1 });
    return sizeId;
  });
}

const BASES = {
  clasico: { BAS: 401, N: 'Pan clásico', PA: 0 },
  brioche: { BAS: 402, N: 'Pan brioche', PA: 0.5 },
  integral: { BAS: 403, N: 'Pan integral', PA: 0.25 },
  lechuga: { BAS: 404, N: 'Lechuga (sin pan)', PA: 0 },
  papa: { BAS: 405, N: 'Pan de papa', PA: 0.35 },
} as const;
type BaseDef = (typeof BASES)[keyof typeof BASES];

/**
 * One masas row per (size, base). Halves allowed where `halves` holds the size. PI / PE:
 * surcharge per added topping / specialty at that size (docs/seed-format.md).
 */
function pairs(
  IDPMN: number,
  sizeIds: number[],
  bases: BaseDef[],
  halves: number[] = [],
  big: number[] = halves,
): void {
  for (const TAM of sizeIds) {
    const large = big.includes(TAM);
    for (const base of bases) {
      masas.push({
        IDPMN,
        BAS: base.BAS,
        N: base.N,
        TAM,
        PA: money(large ? base.PA * 2 : base.PA),
        PM: halves.includes(TAM) ? 'S' : 'N',
        PE: large ? 0.5 : 0,
        PI: large ? 0.25 : 0,
      });
    }
  }
}

function configurable(
  I: number,
  TIP: 'ESF' | 'ESM',
  T: number,
  N: string,
  P: number,
  D: string,
  conf: {
    sizes: [string, number][];
    bases: BaseDef[];
    halvesSizes?: number[]; // indexes into sizes
    bigSizes?: number[];
    minDefault: number;
    defaults: Ingredient[];
    extras: Ingredient[];
  },
  extra: Extra = {},
): number {
  product(I, TIP, T, N, P, D, {
    TDE: defaults(conf.minDefault, conf.defaults),
    TDI: extras(conf.extras),
    ...extra,
  });
  const sizeIds = sizes(I, conf.sizes);
  const pick = (indexes: number[] = []) => indexes.map((i) => sizeIds[i]!);
  const halves = pick(conf.halvesSizes);
  pairs(I, sizeIds, conf.bases, halves, conf.bigSizes ? pick(conf.bigSizes) : halves);
  return I;
}

const clasica = configurable(
  1101,
  'ESF',
  C.clasicas,
  'Hamburguesa Clásica',
  3.49,
  'Carne de res a la parrilla con queso americano, lechuga, tomate, cebolla, pepinillos y salsa de la casa.',
  {
    sizes: [
      ['Sencilla', 0],
      ['Doble', 1.5],
    ],
    bases: [BASES.clasico, BASES.brioche, BASES.integral, BASES.lechuga],
    bigSizes: [1],
    minDefault: 1,
    defaults: [I.carne, I.quesoAmericano, I.lechuga, I.tomate, I.cebolla, I.pepinillos],
    extras: commonExtras,
  },
  { CODIGO_URL: 'hamburguesa-clasica' },
);
const dobleQueso = configurable(
  1102,
  'ESF',
  C.clasicas,
  'Doble Queso',
  4.99,
  'Dos carnes de res, doble queso americano, pepinillos, cebolla, mostaza y kétchup en pan clásico.',
  {
    sizes: [['Regular', 0]],
    bases: [BASES.clasico, BASES.brioche],
    minDefault: 2,
    defaults: [I.carne, I.quesoAmericano, I.pepinillos, I.cebolla, I.mostaza, I.ketchup],
    extras: commonExtras,
  },
  { CODIGO_URL: 'doble-queso' },
);
const conQueso = prd(
  1103,
  C.clasicas,
  'Hamburguesa con queso',
  3.75,
  'Carne de res, queso americano, pepinillos, cebolla, mostaza y kétchup.',
);
const junior = prd(
  1104,
  C.clasicas,
  'Hamburguesa Junior',
  1.99,
  'Pequeña pero completa: carne de res, kétchup y pepinillos.',
);
const bacon = prd(
  1105,
  C.clasicas,
  'Hamburguesa con tocino',
  4.49,
  'Carne de res, queso cheddar, tocino crujiente y salsa BBQ.',
);
const chivona = configurable(
  1121,
  'ESF',
  C.deLaCasa,
  'La Chivona',
  5.99,
  'Nuestra hamburguesa más chiva: doble carne, queso con loroco, tocino, cebolla caramelizada y salsa de la casa en pan brioche. Para los que llegan con hambre de verdad.',
  {
    sizes: [['Regular', 0]],
    bases: [BASES.brioche, BASES.clasico, BASES.papa],
    minDefault: 2,
    defaults: [I.carne, I.loroco, I.tocino, I.cebollaCaramelizada, I.salsaCasa, I.lechuga],
    extras: [I.huevo, I.aguacate, I.jalapenos, I.quesoExtra, I.carneExtra, I.platano],
  },
  { CODIGO_URL: 'la-chivona', NW: 'S' },
);
const guanaca = configurable(
  1122,
  'ESF',
  C.deLaCasa,
  'La Guanaca',
  6.49,
  'Carne de res, queso duro, plátano maduro frito, aguacate, curtido y un toque de crema. El sabor de aquí en una hamburguesa.',
  {
    sizes: [['Regular', 0]],
    bases: [BASES.clasico, BASES.brioche, BASES.integral],
    minDefault: 1,
    defaults: [I.carne, I.quesoDuro, I.platano, I.aguacate, I.curtido],
    extras: [I.huevo, I.tocino, I.loroco, I.jalapenos, I.carneExtra],
  },
  { CODIGO_URL: 'la-guanaca' },
);
const volcan = prd(
  1123,
  C.deLaCasa,
  'La Volcán',
  5.49,
  'Carne de res con jalapeños, queso pepper jack y salsa picante de chile de árbol. Pica como debe.',
  { NW: 'S' },
);
const surfCity = prd(
  1124,
  C.deLaCasa,
  'La Surf City',
  6.99,
  'Carne de res con camarones empanizados, aguacate y salsa de chipotle. Solo en las tiendas de la costa de La Libertad.',
  { X: 2 },
);
const familiar = configurable(
  1125,
  'ESM',
  C.deLaCasa,
  'Hamburguesa Familiar para compartir',
  11.99,
  'Una hamburguesa de 1 lb en pan gigante, cortada en cuatro. En tamaño Familiar cada mitad lleva sus propios ingredientes, para que nadie pelee.',
  {
    sizes: [
      ['Mediana', 0],
      ['Familiar', 3.5],
    ],
    bases: [BASES.clasico, BASES.brioche],
    halvesSizes: [1],
    minDefault: 1,
    defaults: [I.carne, I.quesoAmericano, I.lechuga, I.tomate, I.cebolla, I.salsaCasa],
    extras: commonExtras,
  },
  { CODIGO_URL: 'hamburguesa-familiar' },
);
const armaTu = configurable(
  1126,
  'ESM',
  C.deLaCasa,
  'Arma tu hamburguesa',
  4.99,
  'Elige el pan, el tamaño y los ingredientes. En tamaño Doble para compartir puedes armar cada mitad diferente.',
  {
    sizes: [
      ['Sencilla', 0],
      ['Doble para compartir', 2.5],
    ],
    bases: [BASES.clasico, BASES.brioche, BASES.integral, BASES.lechuga, BASES.papa],
    halvesSizes: [1],
    minDefault: 1,
    defaults: [I.carne, I.quesoAmericano, I.lechuga, I.tomate, I.mayonesa],
    extras: [...commonExtras, I.platano, I.loroco, I.salsaBbq],
  },
  { CODIGO_URL: 'arma-tu-hamburguesa' },
);
const polloCrujiente = configurable(
  1141,
  'ESF',
  C.polloCrujiente,
  'Pollo Crujiente',
  3.99,
  'Pechuga de pollo empanizada y crujiente con lechuga, tomate y mayonesa.',
  {
    sizes: [['Regular', 0]],
    bases: [BASES.clasico, BASES.brioche, BASES.integral],
    minDefault: 1,
    defaults: [I.pollo, I.lechuga, I.tomate, I.mayonesa],
    extras: [I.tocino, I.quesoExtra, I.jalapenos, I.aguacate, I.salsaBbq],
  },
  { CODIGO_URL: 'pollo-crujiente' },
);
const polloPicante = prd(
  1142,
  C.polloCrujiente,
  'Pollo Picante',
  4.25,
  'Pechuga crujiente bañada en salsa picante con ensalada de repollo y pepinillos.',
);
prd(
  1143,
  C.polloCrujiente,
  'Pollo BBQ',
  4.49,
  'Pechuga crujiente con salsa BBQ, aros de cebolla y queso cheddar.',
  { NW: 'S' },
);

// Hidden and never-listed burgers
prd(
  1191,
  C.deLaCasa,
  'La Navideña',
  6.99,
  'Pavo horneado, queso crema y salsa de arándanos. Vuelve en diciembre.',
  { H: 1 },
);
prd(
  1192,
  C.temporada,
  'Hamburguesa de pavo 2025',
  6.49,
  'Edición de temporada 2025; su categoría es de tercer nivel y la tienda no la muestra.',
);
prd(
  -5,
  C.clasicas,
  'Hamburguesa de prueba (operaciones)',
  0.99,
  'Producto de prueba para las tiendas; solo visible con la bandera de prueba activada.',
);

// --- Desayunos (1700–1749) --------------------------------------------------------------
const horarios: Schedule[] = [];
const breakfast = (I: number, N: string, P: number, D: string, extra: Extra = {}) => {
  prd(I, C.desayunos, N, P, D, { DES: 'S', ...extra });
  horarios.push({ I, HD: '07:00', HH: '11:00' });
  return I;
};
const tipico = breakfast(
  1701,
  'Desayuno Típico',
  3.99,
  'Huevos al gusto, frijoles molidos, plátano frito, crema, queso fresco y tortillas o pan francés. El desayuno de siempre.',
  { CODIGO_URL: 'desayuno-tipico' },
);
breakfast(1702, 'Panqueques', 2.99, 'Tres panqueques esponjosos con mantequilla y miel de maple.');
breakfast(
  1703,
  'Huevos rancheros',
  3.99,
  'Huevos estrellados bañados en salsa ranchera, con frijoles, crema y tortillas.',
);
breakfast(
  1704,
  'Sándwich de desayuno',
  2.49,
  'Huevo, jamón y queso derretido en pan brioche tostado.',
  { NW: 'S' },
);
breakfast(
  1705,
  'Desayuno con pupusas',
  3.49,
  'Dos pupusas de queso con loroco, curtido y salsa de tomate, más café de altura. Solo en tiendas con comal.',
  { X: 2 },
);
breakfast(1706, 'Tostadas francesas', 2.99, 'Pan francés dorado con canela, azúcar glas y miel.');
breakfast(
  1707,
  'Desayuno Campestre',
  4.49,
  'Huevos revueltos con chorizo, frijoles, plátano, queso duro, crema y pan tostado. Solo sábados y domingos.',
  { SM: '0,0,0,0,0,1,1' },
);

// --- Combos (1300–1399) -----------------------------------------------------------------
let nextOption = 3001;
let nextChoice = 5001;
function choice(N: string, Cref: number | null, PA = 0, T: number | null = null, D = ''): Choice {
  return { I: nextChoice++, C: Cref, N, D, PA: money(PA), T, G: null };
}
function option(
  TIP: Option['TIP'],
  N: string,
  OPS: Choice[],
  extra: Partial<Omit<Option, 'TIP' | 'N' | 'OPS' | 'I'>> = {},
): Option {
  return {
    TIP,
    I: nextOption++,
    N,
    D: '',
    DM: TIP === 'ATP' ? null : OPS[0]!.I,
    S: null,
    GRP: null,
    HPO: 0,
    MIN: 1,
    MAX: 1,
    OPS,
    ...extra,
  };
}
const side = () =>
  option('O', 'Elige tu acompañamiento', [
    choice('Papas fritas regulares', papas),
    choice('Yuca frita', yuca, 0.5),
    choice('Aros de cebolla', aros, 0.75),
    choice('Ensalada de repollo', ensaladaRepollo),
    choice('Papas con queso y tocino', papasQueso, 1.25),
  ]);
/** Drinks filtered by combo size (choice T = size id) plus drinks for every size. */
const drink = (regular: number, agrandado: number, superSize: number) =>
  option('O', 'Elige tu bebida', [
    choice('Soda 16 oz', soda16, 0, regular),
    choice('Soda 21 oz', soda21, 0, agrandado),
    choice('Soda 32 oz', soda32, 0, superSize),
    choice('Kolashanpan 16 oz', kolashanpan),
    choice('Horchata 16 oz', horchata, 0.35),
    choice('Té frío de limón 16 oz', teFrio),
    choice('Batido de vainilla', batidoVainilla, 1.5, null, 'Cambia tu bebida por un batido'),
  ]);
/** The combo's own main item: a hidden option applied automatically (HPO 1). */
const mainItem = (N: string, Cref: number) => option('O', N, [choice(N, Cref)], { HPO: 1 });

function combo(
  Iid: number,
  N: string,
  P: number,
  D: string,
  main: Option,
  extra: Extra = {},
  opts: { T?: number; dessertOnSuper?: boolean } = {},
): number {
  const [regular, agrandado, superSize] = sizes(Iid, [
    ['Regular', 0],
    ['Agrandado', 0.8],
    ['Súper', 1.5],
  ]) as [number, number, number];
  const O = [main, side(), drink(regular, agrandado, superSize)];
  if (opts.dessertOnSuper) {
    O.push(
      option(
        'O',
        'Postre del tamaño Súper',
        [choice('Pie de manzana', pieManzana), choice('Cono de vainilla', cono)],
        { S: superSize, D: 'Incluido solo en el combo Súper' },
      ),
    );
  }
  product(Iid, 'CMB', opts.T ?? C.combos, N, P, D, { O, ...extra });
  return Iid;
}

/** A combo for sharing: no sizes, family drinks. */
function sharingCombo(Iid: number, N: string, P: number, D: string, main: Option): number {
  const O = [
    main,
    option('O', 'Elige la bebida para compartir', [
      choice('Soda 2 litros', sodaLitros),
      choice('Horchata 1 litro', horchataLitro, 0.5),
    ]),
  ];
  product(Iid, 'CMB', C.empresas, N, P, D, { O, C: 'DOMI' });
  return Iid;
}

const comboClasica = combo(
  1301,
  'Combo Hamburguesa Clásica',
  5.99,
  'Hamburguesa Clásica con papas regulares y bebida de 16 oz. Agrándalo por poco más.',
  option('P', 'Tu Hamburguesa Clásica', [choice('Hamburguesa Clásica', clasica)], {
    D: 'Elige el pan y quita o agrega ingredientes',
  }),
  { CODIGO_URL: 'combo-clasica' },
);
const comboDobleQueso = combo(
  1302,
  'Combo Doble Queso',
  7.49,
  'Doble Queso con papas y bebida. En tamaño Súper incluye postre.',
  option('P', 'Tu Doble Queso', [choice('Doble Queso', dobleQueso)]),
  { CODIGO_URL: 'combo-doble-queso' },
  { dessertOnSuper: true },
);
const comboPollo = combo(
  1303,
  'Combo Pollo Crujiente',
  6.49,
  'Hamburguesa de pollo crujiente con papas y bebida.',
  option('P', 'Tu Pollo Crujiente', [choice('Pollo Crujiente', polloCrujiente)]),
);
combo(
  1304,
  'Combo La Chivona',
  8.99,
  'La Chivona con papas con queso y tocino y bebida de 21 oz. Para los días de antojo fuerte.',
  option('P', 'Tu Chivona', [choice('La Chivona', chivona)]),
  { NW: 'S' },
  { dessertOnSuper: true },
);
combo(
  1305,
  'Combo Tiras de pollo',
  5.99,
  'Cuatro tiras de pollo con papas, salsa y bebida.',
  mainItem('Tiras de pollo (4 unidades)', tiras),
);
combo(
  1306,
  'Combo Hamburguesa con tocino',
  6.99,
  'Hamburguesa con tocino, papas regulares y bebida de 16 oz.',
  mainItem('Hamburguesa con tocino', bacon),
);
combo(
  1307,
  'Combo Almuerzo Ejecutivo',
  5.49,
  'Hamburguesa con queso, papas y bebida a precio especial de almuerzo, de 11:00 a. m. a 3:00 p. m.',
  mainItem('Hamburguesa con queso', conQueso),
);
horarios.push({ I: 1307, HD: '11:00', HH: '15:00' });
combo(
  1308,
  'Combo Nocturno',
  6.99,
  'Pollo Picante con papas y bebida, solo de 6:00 p. m. a 11:30 p. m.',
  mainItem('Pollo Picante', polloPicante),
);
horarios.push({ I: 1308, HD: '18:00', HH: '23:30' });
combo(
  1309,
  'Combo Volcán',
  7.49,
  'La Volcán con aros de cebolla y bebida. Solo para llevar.',
  mainItem('La Volcán', volcan),
  { C: 'LLEV' },
);
combo(
  1310,
  'Combo Surf City',
  9.49,
  'La Surf City con yuca frita y bebida. Disponible solo en las tiendas de la costa.',
  mainItem('La Surf City', surfCity),
  { X: 2 },
);
combo(
  1311,
  'Combo Alitas BBQ',
  7.99,
  'Seis alitas BBQ con papas y bebida.',
  mainItem('Alitas BBQ (6 unidades)', alitasBbq),
);
sharingCombo(
  1321,
  'Combo Oficina (4 personas)',
  18.99,
  'Cuatro Hamburguesas Clásicas, cuatro papas regulares y bebida de 2 litros, entregado en tu oficina. Solo a domicilio.',
  mainItem('Cuatro Hamburguesas Clásicas', clasica),
);
sharingCombo(
  1322,
  'Combo Reunión (8 personas)',
  19.99,
  'Caja de 12 piezas de pollo, papas grandes y bebida de 2 litros para la reunión de equipo. Solo a domicilio.',
  mainItem('Caja de 12 piezas', cajaDoce),
);

// --- ATP: assembled products (1240s, 1750s) ---------------------------------------------
const cajaFamiliar = product(
  1241,
  'ATP',
  C.cajas,
  'Arma tu caja familiar',
  15.99,
  'Elige 8 piezas de pollo, 2 acompañamientos y una bebida grande. La caja perfecta para el domingo en familia.',
  {
    CODIGO_URL: 'arma-tu-caja-familiar',
    O: [
      option(
        'ATP',
        'Paso 1: elige 8 piezas de pollo',
        [
          choice('Pechuga', pechuga, 0.25),
          choice('Muslo', muslo),
          choice('Pierna', pierna),
          choice('Ala', ala),
        ],
        { MIN: 8, MAX: 8, D: 'Puedes repetir piezas' },
      ),
      option(
        'ATP',
        'Paso 2: elige 2 acompañamientos',
        [
          choice('Papas fritas grandes', papasGrandes),
          choice('Yuca frita', yuca, 0.5),
          choice('Ensalada de repollo', ensaladaRepollo),
          choice('Puré de papa con gravy', pure),
          choice('Plátanos fritos con crema', platanos, 0.5),
        ],
        { MIN: 2, MAX: 2 },
      ),
      option(
        'ATP',
        'Paso 3: elige tu bebida',
        [choice('Soda 2 litros', sodaLitros), choice('Horchata 1 litro', horchataLitro, 0.5)],
        { MIN: 1, MAX: 1 },
      ),
    ],
  },
);
const cajaAlitas = product(
  1242,
  'ATP',
  C.alitas,
  'Caja de alitas para compartir',
  12.99,
  'Doce alitas en hasta dos salsas, con papas grandes. Ideal para ver el partido.',
  {
    NW: 'S',
    O: [
      option(
        'ATP',
        'Paso 1: elige hasta 2 salsas',
        [
          choice('BBQ ahumada', null),
          choice('Picante de chile', null),
          choice('Miel mostaza', null),
          choice('Mango habanero', null, 0.5),
        ],
        { MIN: 1, MAX: 2 },
      ),
      option(
        'ATP',
        'Paso 2: elige tus acompañamientos',
        [
          choice('Papas fritas grandes', papasGrandes),
          choice('Aros de cebolla', aros, 0.5),
          choice('Yuca frita', yuca, 0.25),
        ],
        { MIN: 1, MAX: 2 },
      ),
    ],
  },
);
product(
  1751,
  'ATP',
  C.infantil,
  'Cajita Alegre de hamburguesa',
  3.99,
  'Hamburguesa Junior, acompañamiento, bebida pequeña y un juguete sorpresa.',
  {
    CODIGO_URL: 'cajita-alegre-hamburguesa',
    O: [
      option('ATP', 'Paso 1: tu plato principal', [choice('Hamburguesa Junior', junior)]),
      option('ATP', 'Paso 2: tu acompañamiento', [
        choice('Papas fritas regulares', papas),
        choice('Puré de papa con gravy', pure),
        choice('Plátanos fritos con crema', platanos, 0.25),
      ]),
      option('ATP', 'Paso 3: tu bebida', [
        choice('Soda 16 oz', soda16),
        choice('Horchata 16 oz', horchata),
        choice('Agua embotellada', agua),
      ]),
    ],
  },
);
const nuggets = prd(
  1752,
  C.infantil,
  'Nuggets de pollo (6 unidades)',
  2.49,
  'Seis nuggets de pechuga con salsa de miel mostaza.',
);
product(
  1753,
  'ATP',
  C.infantil,
  'Cajita Alegre de nuggets',
  3.99,
  'Seis nuggets, acompañamiento, bebida pequeña y un juguete sorpresa.',
  {
    O: [
      option('ATP', 'Paso 1: tu plato principal', [choice('Nuggets (6 unidades)', nuggets)]),
      option('ATP', 'Paso 2: tu acompañamiento', [
        choice('Papas fritas regulares', papas),
        choice('Ensalada de repollo', ensaladaRepollo),
      ]),
      option('ATP', 'Paso 3: tu bebida', [
        choice('Soda 16 oz', soda16),
        choice('Té frío de limón', teFrio),
      ]),
    ],
  },
);
prd(
  1754,
  C.infantil,
  'Conito infantil',
  0.59,
  'Un cono pequeño de vainilla, a la medida de los más pequeños.',
);

// --- Exclusivos de la app (1800–1849) ---------------------------------------------------
prd(
  1801,
  C.app,
  'Mega Sundae App',
  2.49,
  'Sundae doble con chocolate, fresa y galleta, solo al pedir desde tu teléfono.',
  { NW: 'S' },
);
prd(
  1802,
  C.app,
  'Wrap crujiente + soda',
  4.49,
  'Wrap de pollo crujiente con soda de 16 oz, precio exclusivo de la app.',
);

// --- Promotions and their PROMO products (1900–1949): PROMO product I = promotion I ----
const promos: Promotion[] = [];
const HASTA = '31/12/2027';
function promotion(
  Iid: number,
  N: string,
  D: string,
  price: { P?: number; MT?: number; PR?: number },
  items: { apl?: number[]; prm: number[]; MC?: number; AM?: 0 | 1; code?: string },
  extra: Extra = {},
): number {
  promos.push({
    I: Iid,
    D: N,
    P: price.P ?? null,
    MT: price.MT ?? null,
    PR: price.PR ?? null,
    MC: items.MC ?? null,
    AM: items.AM ?? 0,
    apl: items.apl ?? [],
    prm: items.prm,
    FECHA_HASTA: HASTA,
    ...(items.code ? { CODIGO: items.code } : {}),
  });
  const reference = items.prm.reduce((sum, id) => sum + priceOf(id), 0);
  const shown =
    price.PR !== undefined
      ? price.PR
      : price.P !== undefined
        ? reference * (1 - price.P / 100)
        : reference - price.MT!;
  product(Iid, 'PROMO', C.promociones, N, money(shown), D, extra);
  return Iid;
}

const promoSegundoCombo = promotion(
  1901,
  'Segundo Combo Clásico a $2.99',
  'Lunes y miércoles: con cualquier Combo Clásico, Doble Queso o Pollo Crujiente en tu bolsa, el segundo Combo Clásico te sale a $2.99.',
  { PR: 2.99 },
  { apl: [comboClasica, comboDobleQueso, comboPollo], prm: [comboClasica], code: 'SEGUNDO299' },
  { SM: '1,0,1,0,0,0,0', CODIGO_URL: 'segundo-combo' },
);
horarios.push({ I: promoSegundoCombo, HD: '11:00', HH: '20:00' });
const promoCaja = promotion(
  1902,
  'Caja familiar con 20% de descuento',
  'Arma tu caja familiar con 20% de descuento en todas las tiendas.',
  { P: 20 },
  { prm: [cajaFamiliar], code: 'CAJA20' },
  { NW: 'S' },
);
promotion(
  1903,
  'Batido + pie: $1.00 menos',
  'Un batido de fresa y un pie de manzana con un dólar de descuento.',
  { MT: 1 },
  { prm: [batidoFresa, pieManzana] },
);
promotion(
  1904,
  'Tres leches a $0.99 en compras mayores a $15',
  'Agrega una porción de tres leches por solo $0.99 cuando tu pedido supera los $15.00.',
  { PR: 0.99 },
  { prm: [tresLeches], MC: 15 },
);
const promoPapas = promotion(
  1905,
  'Papas grandes a $0.99 con tu hamburguesa',
  'Agrega papas fritas grandes por $0.99 a tu hamburguesa armable; si llevas varias, se aplica a la de menor precio.',
  { PR: 0.99 },
  {
    apl: [clasica, dobleQueso, chivona, guanaca, familiar, armaTu, polloCrujiente],
    prm: [papasGrandes],
    AM: 1,
  },
);
promotion(
  1906,
  'Martes de alitas: 25% en la caja para compartir',
  'Todos los martes, la caja de alitas para compartir con 25% de descuento.',
  { P: 25 },
  { prm: [cajaAlitas], code: 'MARTESALITAS' },
  { SM: '0,1,0,0,0,0,0' },
);

// ---------------------------------------------------------------------------------------
// Timed messages, banners, carousel
// ---------------------------------------------------------------------------------------

const mensajes: Message[] = [
  {
    TIPO: 'HOME',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '07:00',
    HORA_FIN: '10:59',
    MENSAJE: '¡Buenos días! Nuestros desayunos están disponibles hasta las 11:00 a. m.',
  },
  {
    TIPO: 'HOME',
    DIAS: '1,0,1,0,0,0,0',
    HORA_INICIO: '11:00',
    HORA_FIN: '20:00',
    MENSAJE: 'Hoy es día de Segundo Combo Clásico a $2.99. ¡Invita a alguien!',
  },
  {
    TIPO: 'HOME',
    DIAS: '0,0,0,0,1,1,1',
    HORA_INICIO: '17:00',
    HORA_FIN: '22:00',
    MENSAJE: 'Fin de semana en familia: arma tu caja familiar y llévate el 20% de descuento.',
  },
  {
    TIPO: 'HOME',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '22:00',
    HORA_FIN: '23:59',
    MENSAJE: 'Nuestras tiendas cierran pronto. Programa tu pedido para mañana.',
  },
  {
    TIPO: 'HOME_USER',
    DIAS: '1,1,1,1,1,1,1',
    HORA_INICIO: '00:00',
    HORA_FIN: '23:59',
    MENSAJE: '¡Qué bueno verte de nuevo! Revisa tus cupones, tienes beneficios esperándote.',
  },
  {
    TIPO: 'HOME_USER',
    DIAS: '0,1,0,0,0,0,0',
    HORA_INICIO: '11:00',
    HORA_FIN: '21:00',
    MENSAJE: 'Es martes de alitas: tu caja para compartir con 25% de descuento.',
  },
];

const banners: Banner[] = [
  {
    I: 801,
    N: 'Combos desde $5.49',
    LINK: '/menu/categoria/combos',
    COLORES: ['#C8102E', '#FFC72C'],
  },
  {
    I: 802,
    N: 'Desayunos típicos de 7:00 a 11:00 a. m.',
    LINK: '/menu/categoria/desayunos',
    COLORES: ['#F2A900', '#5B3A1A'],
  },
  {
    I: 803,
    N: 'Nueva: La Chivona',
    LINK: '/menu/categoria/hamburguesas/subcategoria/de-la-casa/producto/la-chivona',
    COLORES: ['#1B1B1B', '#E35205'],
  },
  {
    I: 804,
    N: 'Segundo Combo Clásico a $2.99, lunes y miércoles',
    LINK: `/promociones/menu/${promoSegundoCombo}`,
    COLORES: ['#0047BB', '#FFFFFF'],
  },
  {
    I: 805,
    N: 'Batidos bien fríos',
    LINK: '/menu/categoria/bebidas/subcategoria/batidos',
    COLORES: ['#F4A6C0', '#6B2C1A'],
  },
  // leads to its announcement (content-build.ts BANNER_ANNOUNCEMENT)
  {
    I: 806,
    N: 'Pide desde la app y gana más',
    LINK: '/announcement/1',
    COLORES: ['#00843D', '#F1E6B2'],
  },
];

const carrusel: number[] = [
  promoSegundoCombo,
  chivona,
  comboClasica,
  cajaFamiliar,
  promoCaja,
  tipico,
  promoPapas,
  batidoGalleta,
  guanaca,
];

// ---------------------------------------------------------------------------------------

export const menu = {
  categorias: [...categorias].sort((a, b) => a.cat - b.cat),
  productos,
  tamanios,
  masas,
  promos,
  horarios,
  mensajes,
  banners,
  carrusel,
};
