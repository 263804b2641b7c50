import { C } from './categories.ts';
import { type Extra, prd } from './products.ts';
import { horarios } from './schedules.ts';

// --- Desayunos (1700–1749) --------------------------------------------------------------
const breakfast = (I: number, N: string, P: number, D: string, extra: Extra = {}) => {
  prd(I, C.desayunos, N, P, D, { DES: 'S', ...extra });
  horarios.push({ I, HD: '07:00', HH: '11:00' });
  return I;
};
export const tipico = breakfast(
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
