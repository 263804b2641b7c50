import { C } from './categories.ts';
import { prd } from './products.ts';

// --- Postres (1600–1649) ----------------------------------------------------------------
export const cono = prd(
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
export const tresLeches = prd(
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
export const pieManzana = prd(
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
