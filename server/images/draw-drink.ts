/** Drinks: soda cup with straw, milkshake glass, coffee (paper cup or mug). */
import { chance, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

function straw(rnd: Rng, x: number, y: number, len: number): string {
  const color = pick(rnd, ['#e63946', '#1d71b8', '#2a9d8f', '#f77f00']);
  const angle = 8 + rnd() * 14;
  let stripes = '';
  for (let i = 0; i < len; i += 26) stripes += rect(-7, -i - 13, 14, 10, 0, '#fff');
  return g(
    `translate(${x},${y}) rotate(${angle.toFixed(1)})`,
    rect(-7, -len, 14, len, 4, color) + stripes,
  );
}

export function drawSoda(rnd: Rng): string {
  const cup = pick(rnd, ['#d62828', '#1d71b8', '#f77f00', '#2a9d8f', '#c1121f', '#6a4c93']);
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

export function drawShake(rnd: Rng): string {
  const flavour = pick(rnd, ['#f7a1c4', '#8b5a3c', '#fff1d0', '#b4e197', '#f9c784']);
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
  if (chance(rnd, 0.5))
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
  parts.push(
    path(
      'M0,-150 Q10,-185 28,-190',
      'none',
      'stroke="#5a7d2a" stroke-width="4" stroke-linecap="round"',
    ),
    circle(0, -145, 18, '#d00000'),
    circle(-6, -151, 5, '#ff6b6b'),
  );
  return parts.join('');
}

export function drawCoffee(rnd: Rng): string {
  const parts = [ellipse(0, 150, 130, 16, SHADOW)];
  const steam = (x: number) =>
    path(
      `M${x},-120 C${x - 20},-145 ${x + 20},-165 ${x},-190`,
      'none',
      'stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.7"',
    );
  if (chance(rnd, 0.5)) {
    // paper cup with sleeve and lid
    const sleeve = pick(rnd, ['#8d5524', '#a0522d', '#c1121f', '#2a9d8f']);
    parts.push(steam(-25), steam(25));
    parts.push(path('M-82,-90 L82,-90 L62,150 L-62,150 Z', '#fffaf0'));
    parts.push(path('M-75,-10 L75,-10 L68,80 L-68,80 Z', sleeve));
    parts.push(circle(0, 35, 20, '#fff', 'opacity="0.85"'), circle(0, 35, 10, sleeve));
    parts.push(rect(-92, -112, 184, 26, 10, '#4a2c1a'), rect(-78, -126, 156, 18, 8, '#5c3a24'));
  } else {
    // mug with latte art
    const mug = pick(rnd, ['#e63946', '#f4f1de', '#1d71b8', '#f77f00', '#2a9d8f']);
    parts.push(steam(-30), steam(20));
    parts.push(
      path(
        'M95,-30 C160,-30 160,80 90,80',
        'none',
        `stroke="${shade(mug, -0.15)}" stroke-width="22"`,
      ),
    );
    parts.push(path('M-100,-70 L100,-70 L90,120 Q88,150 60,150 L-60,150 Q-88,150 -90,120 Z', mug));
    parts.push(ellipse(0, -70, 100, 24, shade(mug, -0.25)));
    parts.push(ellipse(0, -66, 88, 19, '#8b5a2b'));
    parts.push(
      path(
        'M0,-52 C-26,-70 -26,-86 -8,-86 Q0,-86 0,-78 Q0,-86 8,-86 C26,-86 26,-70 0,-52 Z',
        '#f3e0c0',
      ),
    );
    parts.push(path('M-80,-40 L-60,-40 L-56,120 L-70,120 Z', '#fff', 'opacity="0.25"'));
  }
  return parts.join('');
}
