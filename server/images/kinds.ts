/** Which drawing fits a product or category, guessed from its name (Spanish menu words). */
import { drawBurger } from './draw-burger.ts';
import { drawChicken, drawNuggets } from './draw-chicken.ts';
import { drawCake, drawCone, drawSundae } from './draw-dessert.ts';
import { drawCoffee, drawShake, drawSoda } from './draw-drink.ts';
import { drawFries } from './draw-fries.ts';
import { drawBreakfast, drawChili, drawSalad } from './draw-plate.ts';
import { drawWrap } from './draw-wrap.ts';
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, polygon, rect } from './svg.ts';

export type Kind =
  | 'combo'
  | 'kids'
  | 'breakfast'
  | 'burger'
  | 'chicken-burger'
  | 'chicken'
  | 'nuggets'
  | 'fries'
  | 'salad'
  | 'wrap'
  | 'chili'
  | 'coffee'
  | 'shake'
  | 'soda'
  | 'cone'
  | 'sundae'
  | 'cake'
  | 'pie';

/** Whole-word match that understands accented letters (\b does not). */
const w = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'u');

/** First rule whose words match wins, so the order matters ('combo de pollo' is a combo). */
const RULES: [Kind, RegExp][] = [
  ['cone', w('conitos?')],
  ['kids', w('niñ[oa]s?|kids?|infantil|cajitas?')],
  ['combo', w('combos?|men[uú]|bolsa|paquetes?|familiar|promo|promoción|combinad[oa]s?|2x1')],
  ['breakfast', w('desayunos?|huevos?|panqueques?|pancakes?|tradicional|mañanero')],
  [
    'chicken-burger',
    w('(sándwich|sandwich|hamburguesa|burger) de pollo|pollo (sándwich|sandwich|burger)'),
  ],
  ['burger', w('hamburguesas?|burgers?|sándwich(es)?|sandwich(es)?|whopper|cheeseburger')],
  ['wrap', w('wraps?|burritos?|tacos?|enrollados?')],
  ['nuggets', w('nuggets?|tenders?|deditos|bocaditos|tiras')],
  ['chicken', w('pollo|alitas|piezas|crispy|pechuga')],
  ['fries', w('papas?|papitas|fries|aros|yuca|acompañamientos?|complementos?')],
  ['burger', w('doble|triple|queso|cheese|bacon|tocino|angus|res|clásica|jumbo')],
  ['salad', w('ensaladas?|salads?')],
  ['chili', w('chili|sopas?|frijoles|caldo')],
  [
    'coffee',
    w(
      'caf[eé]s?|capuchinos?|cappuccino|lattes?|expreso|espresso|americano|chocolate caliente|t[eé] caliente',
    ),
  ],
  ['shake', w('malteadas?|batidos?|shakes?|licuados?|frapp[eé]s?|frozen')],
  ['cone', w('conos?|helados?|sorbetes?|twist')],
  ['sundae', w('sundaes?|copas?|parfait|flotante')],
  ['pie', w('pie|pays?|empanadas?|turnover')],
  ['cake', w('pastel(es)?|postres?|brownies?|galletas?|cheesecake|tres leches|dulces?')],
  [
    'soda',
    w(
      'sodas?|gaseosas?|refrescos?|bebidas?|aguas?|jugos?|limonadas?|horchata|t[eé]|naranjada|fresco',
    ),
  ],
];

export function kindOf(...texts: (string | null | undefined)[]): Kind | null {
  for (const text of texts) {
    if (!text) continue;
    const t = text.toLowerCase();
    for (const [kind, re] of RULES) if (re.test(t)) return kind;
  }
  return null;
}

/** Every drawing is centred on (0,0) and fits roughly in a 380 × 360 box, ground at y ≈ 150. */
export function drawKind(kind: Kind, rnd: Rng): string {
  switch (kind) {
    case 'combo':
      return drawCombo(rnd);
    case 'kids':
      return drawKids(rnd);
    case 'breakfast':
      return drawBreakfast(rnd);
    case 'burger':
      return drawBurger(rnd);
    case 'chicken-burger':
      return drawBurger(rnd, { chicken: true });
    case 'chicken':
      return drawChicken(rnd);
    case 'nuggets':
      return drawNuggets(rnd);
    case 'fries':
      return drawFries(rnd);
    case 'salad':
      return drawSalad(rnd);
    case 'wrap':
      return drawWrap(rnd);
    case 'chili':
      return drawChili(rnd);
    case 'coffee':
      return drawCoffee(rnd);
    case 'shake':
      return drawShake(rnd);
    case 'soda':
      return drawSoda(rnd);
    case 'cone':
      return drawCone(rnd);
    case 'sundae':
      return drawSundae(rnd);
    case 'cake':
      return drawCake(rnd);
    case 'pie':
      return drawCake(rnd, { pie: true });
  }
}

/** Burger in front, fries at its side, a drink behind. */
function drawCombo(rnd: Rng): string {
  const main = pick(rnd, ['burger', 'burger', 'chicken-burger', 'chicken'] as const);
  return (
    g('translate(120,-40) scale(0.72)', drawSoda(rnd)) +
    g('translate(-120,10) scale(0.62)', drawFries(rnd)) +
    g('translate(10,60) scale(0.68)', drawKind(main, rnd))
  );
}

/** A kids' meal box with a handle, fries peeking out and a toy ball. */
function drawKids(rnd: Rng): string {
  const box = pick(rnd, ACCENTS);
  const dots = pick(rnd, ['#ffd23f', '#fff', '#a8e6cf']);
  let s = ellipse(0, 150, 175, 18, 'rgba(80,35,5,0.18)');
  s += g('translate(-10,-60) scale(0.55)', drawFries(rnd));
  s += path(
    'M-60,-110 Q0,-190 60,-110',
    'none',
    `stroke="${shade(box, -0.25)}" stroke-width="18" stroke-linecap="round"`,
  );
  s += polygon(
    [
      [-120, -40],
      [0, -110],
      [120, -40],
    ],
    shade(box, -0.15),
  );
  s += rect(-120, -40, 240, 190, 14, box);
  s += path('M-120,-40 L0,-110 L120,-40 L100,-40 L0,-92 L-100,-40 Z', shade(box, 0.2));
  for (const x of [-100, 100]) s += rect(x - 10, -40, 20, 190, 0, dots, 'opacity="0.8"');
  for (const [x, y] of [
    [-60, 125],
    [60, 125],
    [0, -60],
  ] as const)
    s += circle(x, y, 9, dots);
  // smile
  s += path(
    'M-50,60 Q0,110 50,60',
    'none',
    'stroke="#fff" stroke-width="12" stroke-linecap="round"',
  );
  s += circle(-36, 20, 10, '#fff') + circle(36, 20, 10, '#fff');
  const ball = pick(rnd, ['#1d71b8', '#2a9d8f', '#7b2cbf', '#f77f00']);
  s += g(
    'translate(160,105)',
    circle(0, 0, 44, ball) +
      path('M-44,0 Q0,-30 44,0', 'none', 'stroke="#fff" stroke-width="8"') +
      path('M0,-44 Q-28,0 0,44', 'none', 'stroke="#ffd23f" stroke-width="8"') +
      circle(-14, -18, 8, '#fff', 'opacity="0.5"'),
  );
  return s;
}
