import { C } from './categories.ts';
import { prd } from './products.ts';

// --- Bebidas (1500–1599) ----------------------------------------------------------------
export const soda16 = prd(
  1501,
  C.sodas,
  'Soda 16 oz',
  1.25,
  'Soda de tu sabor favorito con hielo.',
);
export const soda21 = prd(1502, C.sodas, 'Soda 21 oz', 1.5, 'Soda agrandada de tu sabor favorito.');
export const soda32 = prd(
  1503,
  C.sodas,
  'Soda 32 oz',
  1.95,
  'La soda más grande, para los días de calor.',
);
export const kolashanpan = prd(
  1504,
  C.sodas,
  'Kolashanpan 16 oz',
  1.25,
  'El sabor salvadoreño de siempre, bien helado.',
  { CODIGO_URL: 'kolashanpan' },
);
export const agua = prd(1505, C.sodas, 'Agua embotellada 600 ml', 0.99, 'Agua purificada.');
export const teFrio = prd(
  1506,
  C.sodas,
  'Té frío de limón 16 oz',
  1.35,
  'Té negro helado con limón, refrescante y no muy dulce.',
);
export const sodaLitros = prd(
  1507,
  C.sodas,
  'Soda 2 litros',
  2.75,
  'Botella para compartir en familia.',
);
export const horchata = prd(
  1521,
  C.naturales,
  'Horchata 16 oz',
  1.5,
  'Horchata salvadoreña de morro, con canela y un toque de cacao, preparada cada mañana.',
  { CODIGO_URL: 'horchata' },
);
export const horchataLitro = prd(
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
export const batidoFresa = prd(
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
export const batidoVainilla = prd(
  1563,
  C.batidos,
  'Batido de vainilla',
  2.99,
  'El clásico batido de vainilla, cremoso y bien frío.',
);
export const batidoGalleta = prd(
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
