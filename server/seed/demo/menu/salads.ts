import { C } from './categories.ts';
import { prd } from './products.ts';

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
