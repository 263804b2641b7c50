import { C } from './categories.ts';
import { commonExtras, defaults, extras, I, type Ingredient } from './ingredients.ts';
import { type Extra, prd, product } from './products.ts';
import { BASES, type BaseDef, pairs, sizes } from './sizes-and-bases.ts';

// --- Hamburguesas (1100–1199): configurable ones with sizes, bases and ingredients -----

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

export const clasica = configurable(
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
export const dobleQueso = configurable(
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
export const conQueso = prd(
  1103,
  C.clasicas,
  'Hamburguesa con queso',
  3.75,
  'Carne de res, queso americano, pepinillos, cebolla, mostaza y kétchup.',
);
export const junior = prd(
  1104,
  C.clasicas,
  'Hamburguesa Junior',
  1.99,
  'Pequeña pero completa: carne de res, kétchup y pepinillos.',
);
export const bacon = prd(
  1105,
  C.clasicas,
  'Hamburguesa con tocino',
  4.49,
  'Carne de res, queso cheddar, tocino crujiente y salsa BBQ.',
);
export const chivona = configurable(
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
export const guanaca = configurable(
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
export const volcan = prd(
  1123,
  C.deLaCasa,
  'La Volcán',
  5.49,
  'Carne de res con jalapeños, queso pepper jack y salsa picante de chile de árbol. Pica como debe.',
  { NW: 'S' },
);
export const surfCity = prd(
  1124,
  C.deLaCasa,
  'La Surf City',
  6.99,
  'Carne de res con camarones empanizados, aguacate y salsa de chipotle. Solo en las tiendas de la costa de La Libertad.',
  { X: 2 },
);
export const familiar = configurable(
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
export const armaTu = configurable(
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
export const polloCrujiente = configurable(
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
export const polloPicante = prd(
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
