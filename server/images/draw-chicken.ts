/** Fried chicken: a piece, a bucket of pieces, glazed wings, strips or nuggets with a dip. */
import { ACCENTS, chance, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';
import { countOf, has, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';
const CRUST = ['#d98a2b', '#c97a22', '#e39a3b'];

function drumstick(rnd: Rng, x: number, y: number, angle: number): string {
  const crust = pick(rnd, CRUST);
  let s =
    rect(-9, -150, 18, 70, 8, '#fff8ec') +
    circle(-10, -152, 13, '#fff8ec') +
    circle(10, -152, 13, '#fff8ec');
  s += path('M0,-95 C-70,-80 -75,40 0,55 C75,40 70,-80 0,-95 Z', crust);
  for (let i = 0; i < 14; i++)
    s += circle(
      -40 + rnd() * 80,
      -60 + rnd() * 100,
      6 + rnd() * 7,
      i % 2 ? '#f0b356' : '#b8681c',
      'opacity="0.8"',
    );
  s += ellipse(-22, -30, 12, 24, '#f7c77a', 'opacity="0.6"');
  return g(`translate(${x},${y}) rotate(${angle})`, s);
}

/** A boneless piece (breast, thigh or wing) of craggy fried crust, `w` × `h` half-sizes. */
function piece(rnd: Rng, x: number, y: number, w: number, h: number, angle: number): string {
  const crust = pick(rnd, CRUST);
  let s = ellipse(0, 0, w, h, crust);
  // a bumpy outline: crumbs of crust all around the edge
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2;
    s += circle(Math.cos(a) * w * 0.92, Math.sin(a) * h * 0.92, 10 + rnd() * 9, crust);
  }
  for (let i = 0; i < 16; i++)
    s += circle(
      (rnd() - 0.5) * w * 1.5,
      (rnd() - 0.5) * h * 1.5,
      5 + rnd() * 7,
      i % 2 ? '#f0b356' : '#b8681c',
      'opacity="0.8"',
    );
  s += ellipse(-w * 0.35, -h * 0.4, w * 0.3, h * 0.18, '#f7c77a', 'opacity="0.6"');
  return g(`translate(${x},${y}) rotate(${angle})`, s);
}

/** One piece of fried chicken on a paper liner: breast, thigh, leg or wing as the name says. */
export function drawChicken(rnd: Rng, t: Traits): string {
  const liner = pick(rnd, ['#fff8ec', '#fdf0d5']);
  const parts = [
    ellipse(0, 150, 170, 18, SHADOW),
    path('M-175,90 L175,90 L150,150 L-150,150 Z', liner, 'stroke="#e8d6b8" stroke-width="3"'),
  ];
  for (let i = -150; i < 150; i += 30)
    parts.push(rect(i, 100, 14, 40, 3, '#d62828', 'opacity="0.25"'));
  if (has(t, 'pechuga')) parts.push(piece(rnd, 0, 20, 120, 100, -8));
  else if (has(t, 'muslo')) parts.push(piece(rnd, 0, 30, 95, 80, 12));
  else if (has(t, 'ala'))
    parts.push(piece(rnd, -30, 40, 70, 45, -20), piece(rnd, 50, 20, 55, 40, 35));
  else parts.push(drumstick(rnd, 0, 30, has(t, 'pierna') ? -35 : 25));
  return parts.join('');
}

/** A red-and-white bucket with as many drumsticks showing as the box holds (8 or 12 pieces). */
export function drawBucket(rnd: Rng, t: Traits): string {
  const color = pick(rnd, ACCENTS);
  const count = countOf(t) ?? 8;
  const parts = [ellipse(0, 150, 140, 18, SHADOW)];
  const spots: [number, number, number][] =
    count >= 12
      ? [
          [-85, 10, -30],
          [85, 5, 28],
          [-40, -25, -12],
          [45, -30, 14],
          [0, -45, 0],
        ]
      : [
          [-50, 0, -22],
          [55, -5, 20],
          [0, -20, 0],
        ];
  for (const [x, y, a] of spots) parts.push(drumstick(rnd, x, y, a + (rnd() - 0.5) * 8));
  parts.push(path('M-125,10 L125,10 L100,150 L-100,150 Z', '#fff'));
  const bands = 9;
  for (let i = 1; i < bands; i += 2) {
    const top = (f: number) => -125 + 250 * f;
    const bottom = (f: number) => -100 + 200 * f;
    const a = i / bands;
    const b = (i + 1) / bands;
    parts.push(path(`M${top(a)},10 L${top(b)},10 L${bottom(b)},150 L${bottom(a)},150 Z`, color));
  }
  parts.push(rect(-132, 0, 264, 22, 8, color), rect(-132, 0, 264, 8, 4, '#fff', 'opacity="0.4"'));
  // a box to build: its sides and its big drink beside the bucket
  if (has(t, 'acompañamientos?'))
    parts.push(
      g(
        'translate(-150,60) scale(0.45)',
        path('M-90,-40 L90,-40 L70,150 L-70,150 Z', '#ffd23f') +
          path('M-100,-10 L100,-10 L80,150 L-80,150 Z', color),
      ),
    );
  if (has(t, 'bebidas?'))
    parts.push(
      g(
        'translate(160,40) scale(0.5)',
        rect(-50, -180, 100, 330, 30, '#4a1f0e') +
          rect(-20, -220, 40, 40, 6, '#e63946') +
          rect(-50, -40, 100, 70, 4, '#d62828'),
      ),
    );
  return parts.join('');
}

const SAUCES: [string, string][] = [
  ['bbq|barbacoa', '#6b2410'],
  ['picantes?|chile', '#d62828'],
  ['miel mostaza|mostaza', '#e9b10b'],
  ['ranch', '#f5f1e6'],
];

const sauceOf = (t: Traits, rnd: Rng) =>
  SAUCES.find(([w]) => has(t, w))?.[1] ?? pick(rnd, ['#c1121f', '#f4a300', '#7b3f00']);

export function drawNuggets(rnd: Rng, t: Traits): string {
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  parts.push(path('M-170,60 L170,60 L140,150 L-140,150 Z', pick(rnd, ACCENTS)));
  const sauce = sauceOf(t, rnd);
  const spots: [number, number][] = [
    [-110, 30],
    [-50, 20],
    [10, 35],
    [-80, -25],
    [-20, -30],
    [40, -15],
  ];
  for (const [x, y] of spots) {
    const rx = 40 + rnd() * 10;
    const ry = 30 + rnd() * 8;
    parts.push(
      g(
        `translate(${x},${y}) rotate(${Math.round((rnd() - 0.5) * 40)})`,
        path(
          `M${-rx},0 Q${-rx},${-ry} 0,${-ry} Q${rx},${-ry - 6} ${rx},0 Q${rx},${ry} 0,${ry} Q${-rx - 4},${ry} ${-rx},0 Z`,
          pick(rnd, CRUST),
        ) +
          circle(-10, -8, 6, '#f0b356') +
          circle(12, 6, 5, '#b8681c') +
          circle(-18, 10, 4, '#f0b356'),
      ),
    );
  }
  parts.push(
    ellipse(115, 60, 52, 22, '#fff', 'stroke="#ddd" stroke-width="3"'),
    ellipse(115, 58, 44, 16, sauce),
  );
  parts.push(path('M60,60 L170,60 L155,110 L75,110 Z', '#fff', 'stroke="#ddd" stroke-width="3"'));
  if (chance(rnd, 0.5)) parts.push(ellipse(100, 52, 12, 4, '#fff', 'opacity="0.5"'));
  return parts.join('');
}

/** Chicken strips standing in a paper cone with a dip beside them. */
export function drawTenders(rnd: Rng, t: Traits): string {
  const count = countOf(t) ?? 4;
  const box = pick(rnd, ACCENTS);
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  for (let i = 0; i < count; i++) {
    const x = -70 + (i * 120) / Math.max(1, count - 1);
    parts.push(
      g(
        `translate(${x.toFixed(1)},-20) rotate(${((i - count / 2) * 9).toFixed(1)})`,
        path('M-24,-110 Q0,-130 24,-110 L30,90 L-30,90 Z', pick(rnd, CRUST)) +
          circle(-8, -70, 6, '#f0b356') +
          circle(10, -30, 7, '#b8681c') +
          circle(-6, 10, 6, '#f0b356'),
      ),
    );
  }
  parts.push(path('M-110,20 L70,20 L50,150 L-90,150 Z', box));
  parts.push(path('M-110,20 L70,20 L66,40 L-106,40 Z', shade(box, 0.3)));
  const sauce = sauceOf(t, rnd);
  parts.push(
    ellipse(125, 110, 50, 20, '#fff', 'stroke="#ddd" stroke-width="3"'),
    ellipse(125, 106, 42, 14, sauce),
    path('M75,110 L175,110 L165,150 L85,150 Z', '#fff', 'stroke="#ddd" stroke-width="3"'),
  );
  return parts.join('');
}

/** One glazed wing: two joints bent like a boomerang, a bone tip showing, shining. */
function wing(glaze: string, x: number, y: number, angle: number): string {
  return g(
    `translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${angle})`,
    circle(-46, -22, 8, '#fff8ec') +
      path(
        'M-44,-14 Q-50,-36 -24,-32 L8,-14 Q30,-40 50,-22 Q62,0 40,14 Q20,26 0,12 Q-20,24 -38,10 Q-50,2 -44,-14 Z',
        glaze,
        `stroke="${shade(glaze, -0.3)}" stroke-width="3"`,
      ) +
      ellipse(-18, -16, 14, 5, shade(glaze, 0.45), 'opacity="0.8" transform="rotate(30 -18 -16)"') +
      ellipse(30, -16, 12, 5, shade(glaze, 0.45), 'opacity="0.8" transform="rotate(-30 30 -16)"'),
  );
}

/** Glazed wings on a plate, as many as the name says (up to twelve), with a dip. */
export function drawWings(rnd: Rng, t: Traits): string {
  const spicy = has(t, 'picantes?|chile');
  const glaze = has(t, 'bbq|barbacoa')
    ? '#7a2a12'
    : spicy
      ? '#d03a12'
      : pick(rnd, ['#a0441c', '#c0561c']);
  const count = Math.min(12, countOf(t) ?? 6);
  const parts = [
    ellipse(0, 150, 190, 20, SHADOW),
    path('M-190,0 L190,0 L160,150 L-160,150 Z', '#fff8ec', 'stroke="#e8d6b8" stroke-width="3"'),
  ];
  for (let i = -180; i < 180; i += 40)
    parts.push(rect(i, 0, 20, 150, 0, '#d62828', 'opacity="0.18"'));
  const rows = count > 6 ? 3 : 2;
  const perRow = Math.ceil(count / rows);
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const x = -105 + (col * 210) / Math.max(1, perRow - 1) + (row % 2) * 14;
    const y = 20 + row * (110 / rows) - (rows - 2) * 10;
    parts.push(wing(glaze, x * (perRow > 3 ? 1 : 0.8), y, Math.round(-40 + rnd() * 80)));
  }
  if (spicy)
    for (let i = 0; i < 14; i++)
      parts.push(rect(-120 + rnd() * 240, -10 + rnd() * 110, 6, 3, 1, '#ffdd55'));
  else
    for (let i = 0; i < 14; i++)
      parts.push(ellipse(-120 + rnd() * 240, -10 + rnd() * 110, 3, 2, '#fff4dc'));
  if (has(t, 'ranch|aderezo'))
    parts.push(
      ellipse(150, 0, 40, 18, '#fff', 'stroke="#ddd" stroke-width="3"'),
      ellipse(150, -3, 32, 12, '#f5f1e6'),
    );
  if (has(t, 'papas'))
    for (let i = 0; i < 7; i++)
      parts.push(
        rect(
          110 + i * 9,
          -80 + (i % 3) * 8,
          10,
          80,
          3,
          '#ffd23f',
          `stroke="#e59e1a" stroke-width="2" transform="rotate(${-20 + i * 6} ${110 + i * 9} 0)"`,
        ),
      );
  return parts.join('');
}
