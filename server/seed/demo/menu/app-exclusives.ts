import { C } from './categories.ts';
import { prd } from './products.ts';

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
