/**
 * The demo chain's CART RULES part (docs/seed-format.md "Cart rules"), written into
 * server/seed/demo-chain.json by `npx tsx server/seed/demo/build.ts`: blocks per shop and
 * chain-wide, suggested sales, and the shops allowed to sell the geo-limited products.
 * Shop ids are those of geo/shops.ts (2 Metrocentro, 3 Centro Histórico, 6 Mejicanos,
 * 7 Plaza Mundo, 11 Santa Tecla, 13 Puerto de La Libertad, 17 Zacatecoluca).
 */
import type { z } from 'zod';
import type { blockSchema, geoAllowedSchema, suggestedSaleSchema } from '../schema.ts';
import type { menu as demoMenu } from './menu-build.ts';

type Block = z.input<typeof blockSchema>;
type Suggestion = z.input<typeof suggestedSaleSchema>;
type GeoAllowed = z.input<typeof geoAllowedSchema>;
type Menu = typeof demoMenu;

const PRODUCT = {
  platanos: 1007,
  kolashanpan: 1504,
  sodaLitros: 1507,
  horchata: 1521,
  cafe: 1541,
  cafeConLeche: 1542,
  batidoFresa: 1561,
  batidoVainilla: 1563,
  batidoGalleta: 1564,
  aros: 1004,
  cono: 1601,
  sundae: 1602,
  mixGalleta: 1604,
  tresLeches: 1621,
  pieManzana: 1623,
  quesadilla: 1625,
  alitasBbq: 1211,
  cajaDoce: 1232,
  cajaAlitas: 1242,
  surfCity: 1124,
  comboSurfCity: 1310,
  pupusas: 1705,
  conito: 1754,
} as const;

/** Every option choice of the menu that stands for product `menuId` (e.g. a combo's side). */
function choicesFor(menu: Menu, menuId: number): number[] {
  return menu.productos.flatMap((p) =>
    (p.O ?? []).flatMap((o) => o.OPS.filter((c) => c.C === menuId).map((c) => c.I)),
  );
}

/** The choice of product `productId` with this name (a sauce has no product of its own). */
function choiceNamed(menu: Menu, productId: number, name: string): number {
  const product = menu.productos.find((p) => p.I === productId);
  const choice = product?.O?.flatMap((o) => o.OPS).find((c) => c.N === name);
  if (!choice) throw new Error(`${productId}: no hay una elección '${name}'`);
  return choice.I;
}

function blocks(menu: Menu): { bloqueos: Block[]; bloqueosOpciones: Block[] } {
  const bloqueos: Block[] = [
    // Metrocentro does not send wings by motorbike; they travel badly
    { IDTDA: 2, I: PRODUCT.alitasBbq, T: 'DOMI' },
    // downtown's blender is broken: no shakes there, neither alone nor in combos
    { IDTDA: 3, I: PRODUCT.batidoFresa, T: 'TODOS' },
    { IDTDA: 3, I: PRODUCT.batidoGalleta, T: 'TODOS' },
    // Plaza Mundo's counter cannot hand out the big box; delivery still can
    { IDTDA: 7, I: PRODUCT.cajaDoce, T: 'LLEV' },
    { IDTDA: 11, I: PRODUCT.platanos, T: 'TODOS' },
    // chain-wide: the cookie mix ran out everywhere
    { IDTDA: null, I: PRODUCT.mixGalleta, T: 'TODOS' },
  ];
  const bloqueosOpciones: Block[] = [
    ...choicesFor(menu, PRODUCT.batidoVainilla).map((I) => ({ IDTDA: 3, I, T: 'TODOS' as const })),
    ...choicesFor(menu, PRODUCT.aros).map((I) => ({ IDTDA: 2, I, T: 'DOMI' as const })),
    { IDTDA: null, I: choiceNamed(menu, PRODUCT.cajaAlitas, 'Mango habanero'), T: 'TODOS' },
  ];
  return { bloqueos, bloqueosOpciones };
}

const BURGER_CATEGORIES = new Set([21, 22, 23]);
const CHICKEN_CATEGORIES = new Set([31, 32, 33]);
const P = PRODUCT;
const SUGGESTED = {
  burger: [P.tresLeches, P.pieManzana, P.sundae, P.horchata, P.kolashanpan],
  combo: [P.pieManzana, P.tresLeches, P.sundae, P.cono, P.mixGalleta],
  chicken: [P.sodaLitros, P.tresLeches, P.pieManzana],
  breakfast: [P.cafe, P.cafeConLeche, P.quesadilla],
  kids: [P.conito, P.cono],
};

/** §4.6 desserts and drinks for burgers and combos, drinks for chicken, coffee for breakfast. */
function suggestions(menu: Menu): Suggestion[] {
  return menu.productos.flatMap((p): Suggestion[] => {
    if (p.I < 1 || (p.H ?? 0) !== 0) return [];
    let S: number[] = [];
    if (BURGER_CATEGORIES.has(p.T)) S = SUGGESTED.burger;
    else if (p.T === 1 && p.TIP === 'CMB') S = SUGGESTED.combo;
    else if (CHICKEN_CATEGORIES.has(p.T)) S = SUGGESTED.chicken;
    else if (p.T === 4) S = SUGGESTED.breakfast;
    else if (p.T === 8 && p.TIP === 'ATP') S = SUGGESTED.kids;
    S = S.filter((id) => id !== p.I);
    return S.length > 0 ? [{ I: p.I, S }] : [];
  });
}

/** §5.3 the geo-limited products: Surf City on the coast, pupusas where there is a comal. */
const geoPermitidos: GeoAllowed[] = [
  { I: PRODUCT.surfCity, TIENDAS: [13] },
  { I: PRODUCT.comboSurfCity, TIENDAS: [13] },
  { I: PRODUCT.pupusas, TIENDAS: [3, 6, 11, 13, 17] },
];

/** The cart-rules part of the demo chain. */
export function buildCart(menu: Menu) {
  return { ...blocks(menu), ventaSugerida: suggestions(menu), geoPermitidos };
}
