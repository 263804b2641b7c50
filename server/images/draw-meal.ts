/** Meals made of other products: a combo (main, side, drink, dessert) and a kids' box. */
import type { Kind, Profile } from './profile-types.ts';
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, polygon, rect } from './svg.ts';
import { traitsOf } from './traits.ts';

type DrawProfile = (p: Profile, rnd: Rng) => string;

const MAINS: Kind[] = [
  'burger',
  'chicken-burger',
  'breakfast-sandwich',
  'chicken',
  'wings',
  'tenders',
  'nuggets',
  'bucket',
  'wrap',
  'salad',
];
const SIDES: Kind[] = ['fries', 'onion-rings', 'yuca', 'mashed', 'plantains', 'coleslaw'];
const DRINKS: Kind[] = ['soda', 'bottle', 'juice', 'coffee', 'shake', 'thermos'];

const plain = (kind: Kind): Profile => ({ kind, traits: traitsOf([]), parts: [] });

/** The meal's main, side, drink and dessert (what it does not name: a burger, fries, a soda). */
function mealParts(p: Profile) {
  const find = (kinds: Kind[]) => p.parts.find((part) => kinds.includes(part.kind));
  const main =
    find(MAINS) ??
    p.parts.find((part) => !SIDES.includes(part.kind) && !DRINKS.includes(part.kind));
  const rest = p.parts.filter((part) => part !== main);
  return {
    main: main ?? plain('burger'),
    side: rest.find((part) => SIDES.includes(part.kind)),
    drink: rest.find((part) => DRINKS.includes(part.kind)),
    dessert: rest.find((part) => !SIDES.includes(part.kind) && !DRINKS.includes(part.kind)),
    named: p.parts.length > 0,
  };
}

/** The main in front, the side at its left, the drink behind at the right, a dessert in front. */
export function drawCombo(rnd: Rng, p: Profile, draw: DrawProfile): string {
  const { main, side, drink, dessert, named } = mealParts(p);
  const sideShown = side ?? (named ? undefined : plain('fries'));
  const drinkShown = drink ?? (named ? undefined : plain('soda'));
  let s = '';
  if (drinkShown) s += g('translate(125,-45) scale(0.7)', draw(drinkShown, rnd));
  if (sideShown) s += g('translate(-125,5) scale(0.62)', draw(sideShown, rnd));
  const lone = !sideShown && !drinkShown;
  s += g(lone ? 'translate(-40,10) scale(0.8)' : 'translate(5,60) scale(0.68)', draw(main, rnd));
  if (dessert)
    s += g(
      lone ? 'translate(120,70) scale(0.62)' : 'translate(150,95) scale(0.42)',
      draw(dessert, rnd),
    );
  return s;
}
/** A kids' meal box with a handle, its main and side peeking out, and a toy ball. */
export function drawKids(rnd: Rng, p: Profile, draw: DrawProfile): string {
  const box = pick(rnd, ACCENTS);
  const dots = pick(rnd, ['#ffd23f', '#fff', '#a8e6cf']);
  const { main, side, named } = mealParts(p);
  let s = ellipse(0, 150, 175, 18, 'rgba(80,35,5,0.18)');
  s += g('translate(-62,-120) scale(0.42)', draw(side ?? plain(named ? main.kind : 'fries'), rnd));
  s += g('translate(30,-125) scale(0.5)', draw(main, rnd));
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
