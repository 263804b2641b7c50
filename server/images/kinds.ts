/** Which drawing fits a product or category, guessed from its name (Spanish menu words). */
import { drawBurger } from './draw-burger.ts';
import { drawBucket, drawChicken, drawNuggets, drawTenders, drawWings } from './draw-chicken.ts';
import { drawCake, drawCone, drawSundae } from './draw-dessert.ts';
import { drawCookieMix, drawSweetBread } from './draw-sweets.ts';
import { drawCoffee, drawShake, drawSoda, drawThermos } from './draw-drink.ts';
import { drawBottle, drawJuice } from './draw-drink-cold.ts';
import { drawEggs, drawFrenchToast, drawPancakes, drawPupusas } from './draw-breakfast.ts';
import { drawFries, drawOnionRings } from './draw-fries.ts';
import { drawCombo, drawKids } from './draw-meal.ts';
import { drawBreakfast, drawChili, drawMashed, drawPlantains } from './draw-plate.ts';
import { drawSalad } from './draw-salad.ts';
import { drawWrap } from './draw-wrap.ts';
import type { Rng } from './palette.ts';
import type { Kind, Profile } from './profile-types.ts';
import { type Traits, traitsOf, words as w } from './traits.ts';

export type { Kind, Profile } from './profile-types.ts';

/** First rule whose words match wins, so the order matters ('combo de pollo' is a combo). */
const RULES: [Kind, RegExp][] = [
  ['cone', w('conitos?')],
  ['kids', w('niñ[oa]s?|kids?|infantil|cajitas?')],
  ['combo', w('combos?|men[uú]|bolsa|paquetes?|promo|promoción|combinad[oa]s?|2x1')],
  ['pupusas', w('pupusas?')],
  ['pancakes', w('panqueques?|pancakes?|hot ?cakes?')],
  ['french-toast', w('tostadas? francesas?|pan francés')],
  ['breakfast-sandwich', w('(sándwich|sandwich)(es)? de desayuno')],
  ['eggs', w('huevos? (rancheros|estrellados|revueltos|fritos)|huevos?')],
  ['breakfast', w('desayunos?|tradicional|mañanero')],
  [
    'chicken-burger',
    w('(sándwich|sandwich|hamburguesa|burger) de pollo|pollo (sándwich|sandwich|burger)'),
  ],
  ['burger', w('hamburguesas?|burgers?|sándwich(es)?|sandwich(es)?|whopper|cheeseburger')],
  ['wrap', w('wraps?|burritos?|tacos?|enrollados?')],
  ['coleslaw', w('ensalada de repollo|curtido')],
  [
    'juice',
    w(
      't[eé] fr[ií]o|t[eé] helado|ensalada de frutas|horchatas?|frescos?|jugos?|limonadas?|tamarindo|naranjada',
    ),
  ],
  ['salad', w('ensaladas?|salads?')],
  ['wings', w('alitas?|wings?')],
  ['tenders', w('tiras|tenders?|deditos')],
  ['nuggets', w('nuggets?|bocaditos')],
  ['bucket', w('cajas? (de \\d+ piezas|familiar(es)?)|cubetas?|cajas familiares')],
  ['chicken', w('pollo|piezas?|crispy|pechuga|muslo|pierna')],
  ['onion-rings', w('aros')],
  ['yuca', w('yuca')],
  ['mashed', w('puré')],
  ['plantains', w('plátanos?')],
  ['fries', w('papas?|papitas|fries|acompañamientos?|complementos?')],
  ['burger', w('doble|triple|queso|cheese|bacon|tocino|angus|res|clásica|jumbo')],
  ['chili', w('chili|sopas?|frijoles|caldo')],
  ['thermos', w('termos?')],
  [
    'coffee',
    w(
      'caf[eé]s?|capuchinos?|cappuccino|lattes?|expreso|espresso|americano|chocolate caliente|t[eé] caliente',
    ),
  ],
  ['shake', w('malteadas?|batidos?|shakes?|licuados?|frapp[eé]s?|frozen')],
  ['cookie-mix', w('mix|mcflurry|blizzard')],
  ['sundae', w('sundaes?|copas?|parfait|flotante')],
  ['cone', w('conos?|helados?|sorbetes?|twist')],
  ['pie', w('pie|pays?|empanadas?|turnover')],
  ['sweet-bread', w('quesadillas?|pan dulce|semitas?|marquesote')],
  ['cake', w('pastel(es)?|postres?|brownies?|galletas?|cheesecake|tres leches|dulces?')],
  ['bottle', w('aguas?|botellas?|litros?')],
  ['soda', w('sodas?|gaseosas?|refrescos?|bebidas?|kolashanpan|t[eé]')],
];

export function kindOf(...texts: (string | null | undefined)[]): Kind | null {
  for (const text of texts) {
    if (!text) continue;
    const t = text.toLowerCase();
    for (const [kind, re] of RULES) if (re.test(t)) return kind;
  }
  return null;
}

type Draw = (rnd: Rng, t: Traits) => string;

const DRAW: Record<Exclude<Kind, 'combo' | 'kids'>, Draw> = {
  breakfast: drawBreakfast,
  eggs: drawEggs,
  pancakes: drawPancakes,
  'french-toast': drawFrenchToast,
  pupusas: drawPupusas,
  'breakfast-sandwich': (rnd, t) => drawBurger(rnd, t, { breakfast: true }),
  burger: (rnd, t) => drawBurger(rnd, t),
  'chicken-burger': (rnd, t) => drawBurger(rnd, t, { chicken: true }),
  chicken: drawChicken,
  wings: drawWings,
  tenders: drawTenders,
  nuggets: drawNuggets,
  bucket: drawBucket,
  fries: (rnd, t) => drawFries(rnd, t),
  'onion-rings': drawOnionRings,
  yuca: (rnd, t) => drawFries(rnd, t, { yuca: true }),
  mashed: drawMashed,
  plantains: drawPlantains,
  coleslaw: (rnd, t) => drawSalad(rnd, t, { coleslaw: true }),
  salad: (rnd, t) => drawSalad(rnd, t),
  wrap: drawWrap,
  chili: drawChili,
  coffee: drawCoffee,
  thermos: drawThermos,
  shake: drawShake,
  soda: drawSoda,
  bottle: drawBottle,
  juice: drawJuice,
  cone: drawCone,
  sundae: drawSundae,
  'cookie-mix': drawCookieMix,
  cake: (rnd, t) => drawCake(rnd, t),
  pie: (rnd, t) => drawCake(rnd, t, { pie: true }),
  'sweet-bread': drawSweetBread,
};

/** A product's drawing: centred on (0,0), roughly in a 380 × 360 box, ground at y ≈ 150. */
export function drawProfile(p: Profile, rnd: Rng): string {
  if (p.kind === 'combo') return drawCombo(rnd, p, drawProfile);
  if (p.kind === 'kids') return drawKids(rnd, p, drawProfile);
  return DRAW[p.kind](rnd, p.traits);
}

/** A kind's drawing with nothing known about the product (categories, banners). */
export function drawKind(kind: Kind, rnd: Rng): string {
  return drawProfile({ kind, traits: traitsOf([]), parts: [] }, rnd);
}
