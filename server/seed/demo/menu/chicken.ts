import { C } from './categories.ts';
import { prd } from './products.ts';

// --- Pollo (1200–1249) ------------------------------------------------------------------
export const pechuga = prd(
  1201,
  C.piezas,
  'Pieza de pechuga',
  1.99,
  'Pechuga de pollo empanizada con nuestra receta de especias.',
);
export const muslo = prd(
  1202,
  C.piezas,
  'Pieza de muslo',
  1.59,
  'Muslo de pollo empanizado y jugoso.',
);
export const pierna = prd(1203, C.piezas, 'Pieza de pierna', 1.49, 'Pierna de pollo empanizada.');
export const ala = prd(1204, C.piezas, 'Pieza de ala', 1.29, 'Ala de pollo empanizada.');
export const alitasBbq = prd(
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
export const tiras = prd(
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
export const cajaDoce = prd(
  1232,
  C.cajas,
  'Caja de 12 piezas',
  17.99,
  'Doce piezas de pollo surtidas para la reunión grande.',
);
