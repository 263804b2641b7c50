/** Drinks: soda cup with straw, milkshake glass, coffee (paper cup, mug, iced) and a thermos. */
import { chance, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';
import { flavourOf, has, sizeOf, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

export function straw(rnd: Rng, x: number, y: number, len: number): string {
  const color = pick(rnd, ['#e63946', '#1d71b8', '#2a9d8f', '#f77f00']);
  const angle = 8 + rnd() * 14;
  let stripes = '';
  for (let i = 0; i < len; i += 26) stripes += rect(-7, -i - 13, 14, 10, 0, '#fff');
  return g(
    `translate(${x},${y}) rotate(${angle.toFixed(1)})`,
    rect(-7, -len, 14, len, 4, color) + stripes,
  );
}

/** A soda cup as tall as its ounces; the national soda in its own orange cup. */
export function drawSoda(rnd: Rng, t: Traits): string {
  const size = sizeOf(t);
  const cup = has(t, 'kolashanpan')
    ? '#f08a24'
    : pick(rnd, ['#d62828', '#1d71b8', '#f77f00', '#2a9d8f', '#c1121f', '#6a4c93']);
  return g(
    `translate(0,${(150 * (1 - size)).toFixed(1)}) scale(${size.toFixed(3)})`,
    sodaCup(rnd, cup),
  );
}

function sodaCup(rnd: Rng, cup: string): string {
  const parts = [ellipse(0, 150, 120, 16, SHADOW)];
  parts.push(straw(rnd, 10, -118, 110));
  parts.push(path('M-98,-110 L98,-110 L72,150 L-72,150 Z', cup));
  parts.push(path('M-98,-110 L-30,-110 L-40,150 L-72,150 Z', shade(cup, 0.18), 'opacity="0.55"'));
  // label band
  parts.push(path('M-92,-20 Q0,10 90,-30 L84,40 Q0,70 -85,50 Z', '#fff'));
  parts.push(
    path('M-88,0 Q0,30 88,-8 L86,14 Q0,52 -86,26 Z', pick(rnd, ['#ffd23f', '#ffb703', '#ff8fa3'])),
  );
  // lid
  parts.push(rect(-108, -128, 216, 22, 11, '#f5f5f5'), rect(-96, -142, 192, 18, 9, '#e6e6e6'));
  for (let i = 0; i < 6; i++)
    parts.push(ellipse(-60 + rnd() * 120, -80 + rnd() * 200, 4, 7, '#fff', 'opacity="0.45"'));
  return parts.join('');
}

export function drawShake(rnd: Rng, t: Traits): string {
  const flavour =
    flavourOf(t) ?? pick(rnd, ['#f7a1c4', '#8b5a3c', '#fff1d0', '#b4e197', '#f9c784']);
  const parts = [ellipse(0, 150, 110, 15, SHADOW)];
  parts.push(straw(rnd, 14, -120, 100));
  parts.push(path('M-85,-70 L85,-70 L62,140 L-62,140 Z', flavour));
  parts.push(path('M-85,-70 L-40,-70 L-44,140 L-62,140 Z', '#fff', 'opacity="0.3"'));
  parts.push(rect(-70, 136, 140, 14, 6, shade(flavour, -0.2)));
  // whipped cream
  for (const [x, y, r] of [
    [-60, -80, 34],
    [-20, -95, 40],
    [25, -92, 38],
    [62, -78, 30],
    [0, -125, 34],
  ] as const)
    parts.push(circle(x, y, r, '#fffaf0'), circle(x - r / 4, y - r / 4, r / 3, '#fff'));
  parts.push(...shakeTopping(rnd, t));
  return parts.join('');
}

/** What tops the cream: the flavour's own fruit or cookie, chocolate syrup, or a cherry. */
function shakeTopping(rnd: Rng, t: Traits): string[] {
  const parts: string[] = [];
  if (!t.text && chance(rnd, 0.5))
    for (let i = 0; i < 12; i++)
      parts.push(
        rect(
          -60 + rnd() * 120,
          -150 + rnd() * 70,
          10,
          3.5,
          1.5,
          pick(rnd, ['#e63946', '#ffb703', '#2a9d8f', '#7b2cbf']),
        ),
      );
  if (has(t, 'fresas?'))
    return [
      ...parts,
      g(
        'translate(0,-150)',
        path('M-22,0 Q-24,-30 0,-32 Q24,-30 22,0 Q10,30 0,32 Q-10,30 -22,0 Z', '#e63946') +
          path('M-14,-28 L0,-40 L14,-28 L0,-22 Z', '#4caf50'),
      ),
    ];
  if (has(t, 'galletas?'))
    return [
      ...parts,
      ...[-40, 0, 40].map(
        (x, i) =>
          circle(x, -130 - (i % 2) * 14, 20, '#3b2417') +
          circle(x, -130 - (i % 2) * 14, 9, '#f2e8d8'),
      ),
    ];
  if (has(t, 'mango'))
    return [...parts, path('M-40,-140 Q0,-190 40,-140 Q0,-120 -40,-140 Z', '#ffa62b')];
  if (has(t, 'chocolate'))
    parts.push(
      path(
        'M-70,-95 Q-40,-70 -20,-100 Q0,-70 20,-100 Q40,-70 70,-95',
        'none',
        'stroke="#4a2511" stroke-width="10" stroke-linecap="round"',
      ),
    );
  parts.push(
    path(
      'M0,-150 Q10,-185 28,-190',
      'none',
      'stroke="#5a7d2a" stroke-width="4" stroke-linecap="round"',
    ),
    circle(0, -145, 18, '#d00000'),
    circle(-6, -151, 5, '#ff6b6b'),
  );
  return parts;
}

const steam = (x: number) =>
  path(
    `M${x},-120 C${x - 20},-145 ${x + 20},-165 ${x},-190`,
    'none',
    'stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.7"',
  );

/** A paper cup with its sleeve and lid, coffee beans at its foot when the coffee is the point. */
function paperCup(rnd: Rng, beans: boolean): string[] {
  const sleeve = pick(rnd, ['#8d5524', '#a0522d', '#c1121f', '#2a9d8f']);
  const parts = [steam(-25), steam(25)];
  parts.push(path('M-82,-90 L82,-90 L62,150 L-62,150 Z', '#fffaf0'));
  parts.push(path('M-75,-10 L75,-10 L68,80 L-68,80 Z', sleeve));
  parts.push(circle(0, 35, 20, '#fff', 'opacity="0.85"'), circle(0, 35, 10, sleeve));
  parts.push(rect(-92, -112, 184, 26, 10, '#4a2c1a'), rect(-78, -126, 156, 18, 8, '#5c3a24'));
  if (beans)
    for (const [x, y] of [
      [100, 140],
      [130, 128],
      [-110, 138],
    ] as const)
      parts.push(
        ellipse(x, y, 16, 11, '#4a2511', `transform="rotate(-25 ${x} ${y})"`),
        path(
          `M${x - 10},${y + 4} Q${x},${y - 4} ${x + 10},${y - 4}`,
          'none',
          'stroke="#7a4a2a" stroke-width="3"',
        ),
      );
  return parts;
}

type Surface = 'heart' | 'foam' | 'chocolate';

/** A mug: latte art, cinnamon foam, or thick chocolate with a piece of the bar beside it. */
function mug(rnd: Rng, surface: Surface): string[] {
  const color = pick(rnd, ['#e63946', '#f4f1de', '#1d71b8', '#f77f00', '#2a9d8f']);
  const parts = [steam(-30), steam(20)];
  parts.push(
    path(
      'M95,-30 C160,-30 160,80 90,80',
      'none',
      `stroke="${shade(color, -0.15)}" stroke-width="22"`,
    ),
    path('M-100,-70 L100,-70 L90,120 Q88,150 60,150 L-60,150 Q-88,150 -90,120 Z', color),
    ellipse(0, -70, 100, 24, shade(color, -0.25)),
  );
  if (surface === 'chocolate') {
    parts.push(ellipse(0, -66, 88, 19, '#4a2511'), ellipse(-20, -70, 30, 6, '#6b3a1e'));
    parts.push(rect(-175, 100, 70, 40, 4, '#3b1e0e'), rect(-170, 104, 28, 14, 2, '#5a2d14'));
  } else if (surface === 'foam') {
    parts.push(ellipse(0, -66, 88, 19, '#f1dcc0'));
    for (let i = 0; i < 14; i++)
      parts.push(circle(-60 + rnd() * 120, -72 + rnd() * 12, 2.5, '#a0522d'));
  } else {
    parts.push(ellipse(0, -66, 88, 19, '#b07a4a'));
    parts.push(
      path(
        'M0,-52 C-26,-70 -26,-86 -8,-86 Q0,-86 0,-78 Q0,-86 8,-86 C26,-86 26,-70 0,-52 Z',
        '#f3e0c0',
      ),
    );
  }
  parts.push(path('M-80,-40 L-60,-40 L-56,120 L-70,120 Z', '#fff', 'opacity="0.25"'));
  return parts;
}

/** Iced coffee in a clear cup: ice, milk swirling in, a straw. */
function icedCoffee(rnd: Rng): string[] {
  const parts = [straw(rnd, 10, -100, 90)];
  parts.push(path('M-80,-100 L80,-100 L62,150 L-62,150 Z', '#a0673a'));
  parts.push(path('M-70,-20 Q0,20 70,-30 L66,20 Q0,60 -66,30 Z', '#e8d2b0', 'opacity="0.8"'));
  for (let i = 0; i < 5; i++)
    parts.push(rect(-50 + rnd() * 80, -90 + rnd() * 60, 30, 30, 6, '#ffffff', 'opacity="0.45"'));
  parts.push(
    path(
      'M-84,-104 L84,-104 L62,152 L-62,152 Z',
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.7"',
    ),
  );
  return parts;
}

/** The coffee the product is: iced, chocolate, cappuccino, with milk, or black in a paper cup. */
export function drawCoffee(rnd: Rng, t: Traits): string {
  const parts = [ellipse(0, 150, 130, 16, SHADOW)];
  if (has(t, 'frío|hielo')) parts.push(...icedCoffee(rnd));
  else if (has(t, 'chocolate')) parts.push(...mug(rnd, 'chocolate'));
  else if (has(t, 'capuchinos?|espumosa')) parts.push(...mug(rnd, 'foam'));
  else if (has(t, 'con leche|latte')) parts.push(...mug(rnd, 'heart'));
  else if (t.text) parts.push(...paperCup(rnd, true));
  else parts.push(...(chance(rnd, 0.5) ? paperCup(rnd, false) : mug(rnd, 'heart')));
  return parts.join('');
}

/** A coffee thermos with a stack of cups, for a meeting. */
export function drawThermos(rnd: Rng): string {
  const body = pick(rnd, ['#c1121f', '#264653', '#8d5524']);
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  parts.push(
    rect(-110, -130, 140, 280, 30, body),
    rect(-100, -150, 120, 40, 12, '#3a3a3a'),
    path('M30,-80 C90,-80 90,60 30,60', 'none', 'stroke="#3a3a3a" stroke-width="20"'),
    rect(-92, -40, 104, 90, 10, '#fffaf0'),
    circle(-40, 5, 26, body),
    circle(-40, 5, 12, '#fffaf0'),
    rect(-100, -125, 16, 260, 8, '#fff', 'opacity="0.2"'),
  );
  for (let i = 0; i < 4; i++)
    parts.push(
      path(
        `M${70 + i * 4},${150 - i * 26} L${150 - i * 4},${150 - i * 26} L${146 - i * 4},${124 - i * 26} L${74 + i * 4},${124 - i * 26} Z`,
        '#fffaf0',
        'stroke="#ddd" stroke-width="2"',
      ),
    );
  return parts.join('');
}
