/** Fried chicken: drumsticks in a bucket, or nuggets with a dip. */
import { ACCENTS, chance, pick, type Rng } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';

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

export function drawChicken(rnd: Rng): string {
  const color = pick(rnd, ACCENTS);
  const parts = [ellipse(0, 150, 140, 18, SHADOW)];
  parts.push(
    drumstick(rnd, -50, 0, -22),
    drumstick(rnd, 55, -5, 20),
    drumstick(rnd, 0, -20, (rnd() - 0.5) * 10),
  );
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
  return parts.join('');
}

export function drawNuggets(rnd: Rng): string {
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  parts.push(path('M-170,60 L170,60 L140,150 L-140,150 Z', pick(rnd, ACCENTS)));
  const sauce = pick(rnd, ['#c1121f', '#f4a300', '#7b3f00']);
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
