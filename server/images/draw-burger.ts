/** Burger (beef or crispy chicken): bun, patties, cheese, vegetables, sesame seeds. */
import { chance, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, num, path, rect, wave } from './svg.ts';
import { addExtra, addSauce, type Extra, type Stack } from './draw-burger-extras.ts';
import { has, sizeOf, type Traits } from './traits.ts';

const BUNS = ['#e8973f', '#f0a94f', '#d9822b', '#c97a3a'];
const LETTUCE = ['#6cc04a', '#58b33c', '#82cc4e'];

export interface BurgerOptions {
  chicken?: boolean;
  /** a breakfast sandwich: egg and ham on a brioche */
  breakfast?: boolean;
}

/** What goes in this burger, drawn from `rnd` in a fixed order (the same seed, the same burger). */
interface BurgerRecipe {
  bun: string;
  /** half the bun's width */
  width: number;
  chicken: boolean;
  patties: number;
  cheese: boolean;
  bacon: boolean;
  tomato: boolean;
  onion: boolean;
  lettuce: boolean;
  /** extras the product names, drawn between the toppings and the top bun */
  extras: Extra[];
  /** a sauce's colour dripping from under the top bun, or null */
  sauce: string | null;
  patty: 'beef' | 'chicken' | 'turkey';
}

/** A burger nothing is known about (a category's or a banner's picture): toppings at random. */
function randomRecipe(rnd: Rng, opts: BurgerOptions): BurgerRecipe {
  const bun = pick(rnd, BUNS);
  const width = 150 + Math.round(rnd() * 12);
  const chicken = opts.chicken ?? false;
  const patties = opts.chicken ? 1 : chance(rnd, 0.35) ? 2 : 1;
  const cheese = chance(rnd, 0.8);
  const bacon = chance(rnd, 0.4);
  const tomato = chance(rnd, 0.6);
  const onion = chance(rnd, 0.35);
  const lettuce = chance(rnd, 0.85);
  const patty = chicken ? 'chicken' : 'beef';
  return {
    bun,
    width,
    chicken,
    patties,
    cheese,
    bacon,
    tomato,
    onion,
    lettuce,
    extras: [],
    sauce: null,
    patty,
  };
}

const EXTRAS: [Extra, string][] = [
  ['slaw', 'repollo|curtido'],
  ['plantain', 'plátanos?'],
  ['avocado', 'aguacate'],
  ['shrimp', 'camarones'],
  ['jalapeno', 'jalapeños?'],
  ['pickles', 'pepinillos?'],
];

/** The burger its words describe: patties, cheese, bacon, vegetables, extras and sauce. */
function burgerRecipe(rnd: Rng, t: Traits, opts: BurgerOptions): BurgerRecipe {
  if (!t.text) return randomRecipe(rnd, opts);
  const chicken = opts.chicken ?? false;
  const breakfast = opts.breakfast ?? false;
  const extras = EXTRAS.filter(([, w]) => has(t, w)).map(([e]) => e);
  if (breakfast) extras.unshift('ham', 'egg');
  const sauces: [string, string][] = [
    ['bbq|barbacoa', '#6b2410'],
    ['picante|chile|volcán', '#d62828'],
    ['arándanos', '#9b1b30'],
    ['chipotle', '#c0501f'],
    ['mayonesa|crema', '#fff6dc'],
    ['mostaza', '#f2b705'],
    ['kétchup', '#c1121f'],
  ];
  return {
    bun: breakfast ? '#c9742a' : has(t, 'gigante') ? '#d9822b' : pick(rnd, BUNS),
    width: Math.round(150 * Math.min(1.06, sizeOf(t))),
    chicken,
    patties: !chicken && has(t, 'doble|dos carnes|1 lb') ? 2 : 1,
    cheese: has(t, 'quesos?|cheddar|queso americano'),
    bacon: has(t, 'tocino|bacon'),
    tomato: has(t, 'tomate'),
    onion: has(t, 'cebolla'),
    lettuce: has(t, 'lechugas?'),
    extras,
    sauce: sauces.find(([w]) => has(t, w))?.[1] ?? null,
    patty: chicken ? 'chicken' : has(t, 'pavo') ? 'turkey' : 'beef',
  };
}

function bottomBun({ bun, width }: BurgerRecipe): string[] {
  return [
    path(
      `M${-width},96 Q${-width},146 ${-width + 40},146 L${width - 40},146 Q${width},146 ${width},96 Z`,
      shade(bun, -0.08),
    ),
    rect(-width, 90, width * 2, 14, 7, shade(bun, 0.25)),
  ];
}

/** A beef patty with grill marks, or a crispy chicken fillet with its crumbs. */
function patty(
  width: number,
  kind: BurgerRecipe['patty'],
  top: number,
): { svg: string; h: number } {
  const chicken = kind === 'chicken';
  const h = chicken ? 46 : 38;
  const color = chicken ? '#d9892b' : kind === 'turkey' ? '#c8956b' : '#5a2d14';
  let s = rect(-width - 8, top - h, (width + 8) * 2, h, h / 2, color);
  if (chicken) {
    for (let i = 0; i < 14; i++) {
      const x = -width + 10 + ((i * 37) % (width * 2 - 20));
      s += circle(x, top - h + 8 + ((i * 13) % (h - 14)), 5 + (i % 3) * 2, '#eaa44a');
    }
    s += path(wave(-width - 8, width + 8, top - h + 6, 3, 6, 12), '#f0b85c');
  } else {
    for (let i = 0; i < 5; i++) {
      const x = -width + 30 + i * ((width * 2 - 60) / 4);
      s += rect(x - 14, top - h + 10, 28, 5, 2.5, '#7a4224');
    }
    for (let i = 0; i < 10; i++)
      s += circle(-width + 15 + i * ((width * 2 - 30) / 9), top - 8, 2.5, '#3d1c0b');
  }
  return { svg: s, h };
}

/** A cheese slice whose corners melt down over the patty. */
function cheeseSlice(rnd: Rng, width: number, top: number): string {
  const c = pick(rnd, ['#ffc52b', '#ffb81c', '#ffd447']);
  let d = `M${-width - 14},${top - 10} L${width + 14},${top - 10} L${width + 14},${top}`;
  const drips = 3 + Math.floor(rnd() * 3);
  for (let i = drips; i > 0; i--) {
    const x = -width + (i / (drips + 1)) * width * 2;
    d += ` L${num(x + 14)},${top} L${num(x)},${num(top + 18 + rnd() * 16)} L${num(x - 14)},${top}`;
  }
  d += ` L${-width - 14},${top} Z`;
  return path(d, c, 'stroke="#f3a712" stroke-width="2" stroke-linejoin="round"');
}

function addPatties(stack: Stack, rnd: Rng, recipe: BurgerRecipe): void {
  for (let i = 0; i < recipe.patties; i++) {
    const p = patty(recipe.width, recipe.patty, stack.y);
    stack.parts.push(p.svg);
    stack.y -= p.h - 4;
    if (recipe.cheese) {
      stack.parts.push(cheeseSlice(rnd, recipe.width, stack.y + 4));
      stack.y -= 8;
    }
  }
}

function addBacon(stack: Stack, width: number): void {
  stack.parts.push(
    path(wave(-width + 5, width - 5, stack.y + 2, 4, 10, 8), '#b5412b'),
    path(wave(-width + 5, width - 5, stack.y - 2, 4, 3, 8), '#f1a08a'),
  );
  stack.y -= 10;
}

function addOnion(stack: Stack, width: number): void {
  for (let i = 0; i < 3; i++)
    stack.parts.push(
      ellipse(
        -width + 50 + i * (width - 50),
        stack.y,
        34,
        8,
        'none',
        'stroke="#b583c2" stroke-width="5"',
      ),
    );
  stack.y -= 6;
}

function addTomato(stack: Stack, width: number): void {
  const n = 3;
  for (let i = 0; i < n; i++) {
    const x = -width + 10 + i * ((width * 2 - 20) / n);
    stack.parts.push(
      rect(x, stack.y - 16, (width * 2 - 20) / n - 6, 18, 9, '#e8453c'),
      rect(x + 8, stack.y - 12, (width * 2 - 20) / n - 22, 8, 4, '#ff7a5c'),
    );
  }
  stack.y -= 14;
}

function addLettuce(stack: Stack, rnd: Rng, width: number): void {
  const c = pick(rnd, LETTUCE);
  stack.parts.push(path(wave(-width - 16, width + 16, stack.y + 6, 6, 16, 10), c));
  stack.parts.push(path(wave(-width - 10, width + 10, stack.y - 4, 3, 4, 10), shade(c, 0.3)));
  stack.y -= 12;
}

/** The domed top bun resting at `top`, with its shine and (most times) sesame seeds. */
function topBun(rnd: Rng, { bun, width }: BurgerRecipe, top: number): string[] {
  const dome = 110 + rnd() * 20;
  const parts = [
    path(
      `M${-width - 6},${top} C${-width - 6},${top - dome * 0.8} ${-width * 0.55},${top - dome} 0,${top - dome} ` +
        `C${width * 0.55},${top - dome} ${width + 6},${top - dome * 0.8} ${width + 6},${top} ` +
        `Q${width + 6},${top + 14} ${width - 14},${top + 14} L${-width + 14},${top + 14} Q${-width - 6},${top + 14} ${-width - 6},${top} Z`,
      bun,
    ),
    ellipse(
      -width * 0.35,
      top - dome * 0.68,
      width * 0.38,
      dome * 0.17,
      shade(bun, 0.3),
      'opacity="0.7"',
    ),
  ];
  if (chance(rnd, 0.8)) parts.push(...sesameSeeds(rnd, width, top, dome));
  return parts;
}

function sesameSeeds(rnd: Rng, width: number, top: number, dome: number): string[] {
  const seeds: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = rnd() * Math.PI;
    const r = 0.25 + rnd() * 0.65;
    const sx = Math.cos(a) * width * r;
    const sy = top - 20 - Math.sin(a) * (dome - 30) * r - 8;
    seeds.push(
      ellipse(
        sx,
        sy,
        6,
        3.2,
        '#fff4dc',
        `transform="rotate(${Math.round(rnd() * 180)} ${num(sx)} ${num(sy)})"`,
      ),
    );
  }
  return seeds;
}

export function drawBurger(rnd: Rng, t: Traits, opts: BurgerOptions = {}): string {
  const recipe = burgerRecipe(rnd, t, opts);
  const { width } = recipe;
  const stack: Stack = {
    parts: [ellipse(0, 148, width + 20, 20, 'rgba(80,35,5,0.18)'), ...bottomBun(recipe)],
    y: 92,
  };
  // bottom to top: patties (each with its cheese), then the toppings, each left showing
  addPatties(stack, rnd, recipe);
  const gap = recipe.extras.length + recipe.patties > 3 ? 3 : 5;
  const layer = (add: () => void) => {
    add();
    stack.y -= gap;
  };
  if (recipe.bacon) layer(() => addBacon(stack, width));
  if (recipe.onion) layer(() => addOnion(stack, width));
  if (recipe.tomato) layer(() => addTomato(stack, width));
  if (recipe.lettuce) layer(() => addLettuce(stack, rnd, width));
  for (const extra of recipe.extras) layer(() => addExtra(stack, extra, width));
  if (recipe.sauce) addSauce(stack, recipe.sauce, width);
  return [...stack.parts, ...topBun(rnd, recipe, stack.y - 8)].join('');
}
