import {
  bacon,
  chivona,
  clasica,
  conQueso,
  dobleQueso,
  polloCrujiente,
  polloPicante,
  surfCity,
  volcan,
} from './burgers.ts';
import { C } from './categories.ts';
import { alitasBbq, cajaDoce, tiras } from './chicken.ts';
import { cono, pieManzana } from './desserts.ts';
import {
  batidoVainilla,
  horchata,
  horchataLitro,
  kolashanpan,
  soda16,
  soda21,
  soda32,
  sodaLitros,
  teFrio,
} from './drinks.ts';
import { choice, option, type Option } from './options.ts';
import { type Extra, product } from './products.ts';
import { horarios } from './schedules.ts';
import { aros, ensaladaRepollo, papas, papasQueso, yuca } from './sides.ts';
import { sizes } from './sizes-and-bases.ts';

// --- Combos (1300–1399) -----------------------------------------------------------------
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

export const comboClasica = combo(
  1301,
  'Combo Hamburguesa Clásica',
  5.99,
  'Hamburguesa Clásica con papas regulares y bebida de 16 oz. Agrándalo por poco más.',
  option('P', 'Tu Hamburguesa Clásica', [choice('Hamburguesa Clásica', clasica)], {
    D: 'Elige el pan y quita o agrega ingredientes',
  }),
  { CODIGO_URL: 'combo-clasica' },
);
export const comboDobleQueso = combo(
  1302,
  'Combo Doble Queso',
  7.49,
  'Doble Queso con papas y bebida. En tamaño Súper incluye postre.',
  option('P', 'Tu Doble Queso', [choice('Doble Queso', dobleQueso)]),
  { CODIGO_URL: 'combo-doble-queso' },
  { dessertOnSuper: true },
);
export const comboPollo = combo(
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
