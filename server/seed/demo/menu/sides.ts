import { C } from './categories.ts';
import { prd } from './products.ts';

// --- Acompañamientos (1000–1049) --------------------------------------------------------
export const papas = prd(
  1001,
  C.acompanamientos,
  'Papas fritas regulares',
  1.49,
  'Papas doradas y crujientes con el toque justo de sal.',
);
export const papasGrandes = prd(
  1002,
  C.acompanamientos,
  'Papas fritas grandes',
  1.99,
  'La porción grande de nuestras papas, para compartir o para no compartir.',
);
export const yuca = prd(
  1003,
  C.acompanamientos,
  'Yuca frita',
  1.99,
  'Yuca frita con curtido y salsa de tomate, como en la feria del pueblo pero sin hacer fila.',
  { CODIGO_URL: 'yuca-frita' },
);
export const aros = prd(
  1004,
  C.acompanamientos,
  'Aros de cebolla',
  2.25,
  'Aros de cebolla empanizados, crujientes por fuera y suaves por dentro.',
);
export const ensaladaRepollo = prd(
  1005,
  C.acompanamientos,
  'Ensalada de repollo',
  1.25,
  'Repollo y zanahoria rallados con aderezo cremoso de la casa.',
);
export const pure = prd(
  1006,
  C.acompanamientos,
  'Puré de papa con gravy',
  1.49,
  'Puré de papa casero bañado en gravy de pollo.',
);
export const platanos = prd(
  1007,
  C.acompanamientos,
  'Plátanos fritos con crema',
  1.99,
  'Plátano maduro frito acompañado de crema salvadoreña. Dulce, suave y con ese sabor a domingo en casa de la abuela.',
  { NW: 'S' },
);
export const papasQueso = prd(
  1008,
  C.acompanamientos,
  'Papas con queso y tocino',
  2.99,
  'Papas fritas cubiertas con salsa de queso cheddar y trocitos de tocino.',
  { NW: 'S' },
);
