import type { z } from 'zod';
import type { categorySchema } from '../../schema.ts';

type Category = z.input<typeof categorySchema>;

// ---------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------

export const categorias: Category[] = [];
function cat(
  id: number,
  nombre: string,
  url: string,
  cx: number,
  idpad: number | null = null,
  td: 'TODOS' | 'MOBILE' | 'DESKTOP' = 'TODOS',
): number {
  categorias.push({ cat: id, nombre, idpad, CODIGO_URL: url, td, t: 'MEN', cx });
  return id;
}

export const C = {
  promociones: cat(9, 'Promociones', 'promociones', 0),
  combos: cat(1, 'Combos', 'combos', 1),
  hamburguesas: cat(2, 'Hamburguesas', 'hamburguesas', 2),
  pollo: cat(3, 'Pollo', 'pollo', 3),
  desayunos: cat(4, 'Desayunos', 'desayunos', 4),
  ensaladas: cat(10, 'Ensaladas y wraps', 'ensaladas-y-wraps', 5),
  acompanamientos: cat(5, 'Acompañamientos', 'acompanamientos', 6),
  postres: cat(6, 'Postres', 'postres', 7),
  bebidas: cat(7, 'Bebidas', 'bebidas', 8),
  infantil: cat(8, 'Menú infantil', 'menu-infantil', 9),
  app: cat(11, 'Exclusivos de la app', 'exclusivos-app', 10, null, 'MOBILE'),
  empresas: cat(12, 'Pedidos para empresas', 'empresas', 11, null, 'DESKTOP'),
  // sub-categories
  clasicas: cat(21, 'Clásicas', 'clasicas', 1, 2),
  deLaCasa: cat(22, 'De la casa', 'de-la-casa', 2, 2),
  polloCrujiente: cat(23, 'Pollo crujiente', 'pollo-crujiente', 3, 2),
  piezas: cat(31, 'Piezas', 'piezas', 1, 3),
  alitas: cat(32, 'Alitas y tiras', 'alitas-y-tiras', 2, 3),
  cajas: cat(33, 'Cajas familiares', 'cajas-familiares', 3, 3),
  helados: cat(61, 'Helados', 'helados', 1, 6),
  pasteles: cat(62, 'Pasteles', 'pasteles', 2, 6),
  sodas: cat(71, 'Sodas', 'sodas', 1, 7),
  naturales: cat(72, 'Refrescos naturales', 'refrescos-naturales', 2, 7),
  cafe: cat(73, 'Café', 'cafe', 3, 7),
  batidos: cat(74, 'Batidos', 'batidos', 4, 7),
  // third level: loadable, but the storefront only shows two levels (main and sub), so
  // the products of this category are never listed (docs/seed-format.md)
  temporada: cat(95, 'Temporada navideña 2025', 'temporada-navidena-2025', 9, 22),
};
