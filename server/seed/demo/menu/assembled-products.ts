import { junior } from './burgers.ts';
import { C } from './categories.ts';
import { ala, muslo, pechuga, pierna } from './chicken.ts';
import { agua, horchata, horchataLitro, soda16, sodaLitros, teFrio } from './drinks.ts';
import { choice, option } from './options.ts';
import { prd, product } from './products.ts';
import { aros, ensaladaRepollo, papas, papasGrandes, platanos, pure, yuca } from './sides.ts';

// --- ATP: assembled products (1240s, 1750s) ---------------------------------------------
export const cajaFamiliar = product(
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
export const cajaAlitas = product(
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
