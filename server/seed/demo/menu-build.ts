/**
 * The demo chain's MENU part, written into server/seed/demo-chain.json by
 * `npx tsx server/seed/demo/build.ts`.
 *
 * Deterministic: the same script always writes the same file. The committed JSON is what
 * gets loaded; this script only saves typing ids and keeps prices consistent. Id ranges
 * (docs/seed-format.md): categories 1–99, sizes 100–399, bases 400–449, banners 801–899,
 * products 1000–1999 (promotions share their PROMO product's id, 1900–1949), options
 * 3000–3999, option choices 5000–6999, ingredients 7000–7999.
 *
 * Each part of the menu is a file of menu/ (categories, products, sections, promotions, the
 * home screen). A section adds its products to `productos` when it loads, so the imports
 * below load them in menu order: that order is the order of `productos` and of the ids and
 * positions numbered along the way (ORD, sizes, options, choices). Keep it.
 */
import { categorias } from './menu/categories.ts';
import { productos } from './menu/products.ts';
import './menu/sides.ts';
import './menu/drinks.ts';
import './menu/desserts.ts';
import './menu/chicken.ts';
import './menu/salads.ts';
import { masas, tamanios } from './menu/sizes-and-bases.ts';
import './menu/burgers.ts';
import './menu/breakfasts.ts';
import './menu/combos.ts';
import './menu/assembled-products.ts';
import './menu/app-exclusives.ts';
import { promos } from './menu/promotions.ts';
import { horarios } from './menu/schedules.ts';
import { banners, carrusel, mensajes } from './menu/home-screen.ts';

// ---------------------------------------------------------------------------------------

export const menu = {
  categorias: [...categorias].sort((a, b) => a.cat - b.cat),
  productos,
  tamanios,
  masas,
  promos,
  horarios,
  mensajes,
  banners,
  carrusel,
};
