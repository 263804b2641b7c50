/** Fries (or fried yuca sticks, or onion rings) in a paper box. */
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, polygon, rect } from './svg.ts';
import { has, sizeOf, type Traits } from './traits.ts';

/** Sticks standing in the box: thin golden fries, or thick pale yuca. */
function sticks(rnd: Rng, yuca: boolean, tall: number): string[] {
  const parts: string[] = [];
  const count = yuca ? 7 : 11 + Math.floor(rnd() * 4);
  const half = yuca ? 18 : 11;
  for (let i = 0; i < count; i++) {
    const x = -92 + (i * 184) / (count - 1) + (rnd() - 0.5) * 10;
    const h = (120 + rnd() * 70) * tall;
    const angle = (rnd() - 0.5) * 22;
    const color = yuca
      ? pick(rnd, ['#f6e7b8', '#f1dca0'])
      : pick(rnd, ['#ffd23f', '#ffc933', '#ffdb5c']);
    parts.push(
      g(
        `translate(${x.toFixed(1)},0) rotate(${angle.toFixed(1)})`,
        rect(
          -half,
          -h,
          half * 2,
          h + 20,
          yuca ? 8 : 4,
          color,
          `stroke="${yuca ? '#d9b46a' : '#e59e1a'}" stroke-width="2.5"`,
        ) + rect(-half, -h, half * 2, 10, 4, yuca ? '#e0b060' : '#e8a52a'),
      ),
    );
  }
  return parts;
}

/** Cheese sauce and bacon bits over the fries. */
function cheeseAndBacon(rnd: Rng): string {
  let s = path(
    'M-100,-60 Q-60,-110 0,-100 Q60,-115 100,-60 L90,-20 L70,-50 L50,0 L25,-45 L0,-5 L-30,-50 L-55,-10 L-75,-50 L-92,-20 Z',
    '#ffb81c',
  );
  for (let i = 0; i < 12; i++) s += rect(-80 + rnd() * 160, -100 + rnd() * 50, 14, 8, 3, '#a8321e');
  return s;
}

export function drawFries(rnd: Rng, t: Traits, opts: { yuca?: boolean } = {}): string {
  const yuca = opts.yuca ?? false;
  const box = pick(rnd, ['#d62828', '#e63946', '#c1121f', '#f77f00']);
  const parts: string[] = [ellipse(0, 150, 130, 18, 'rgba(80,35,5,0.18)')];
  parts.push(...sticks(rnd, yuca, 1));
  if (has(t, 'queso') && has(t, 'tocino')) parts.push(cheeseAndBacon(rnd));
  // back rim of the box, then the front
  parts.push(path('M-118,-30 Q0,-62 118,-30 L112,0 L-112,0 Z', shade(box, -0.3)));
  parts.push(path('M-120,-32 Q0,8 120,-32 L88,150 L-88,150 Z', box));
  parts.push(
    path('M-116,-20 Q0,18 116,-20 L113,-4 Q0,34 -113,-4 Z', shade(box, 0.25), 'opacity="0.6"'),
  );
  const emblem = pick(rnd, ['smile', 'star', 'circle']);
  if (emblem === 'circle') parts.push(circle(0, 70, 34, '#ffd23f'), circle(0, 70, 22, box));
  else if (emblem === 'star') {
    const pts: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 ? 16 : 36;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      pts.push([Math.cos(a) * r, 70 + Math.sin(a) * r]);
    }
    parts.push(polygon(pts, '#ffd23f'));
  } else
    parts.push(
      path(
        'M-36,60 Q0,104 36,60',
        'none',
        'stroke="#ffd23f" stroke-width="12" stroke-linecap="round"',
      ) +
        circle(-22, 40, 8, '#ffd23f') +
        circle(22, 40, 8, '#ffd23f'),
    );
  parts.push(rect(-88, 130, 176, 8, 3, pick(rnd, ACCENTS), 'opacity="0.35"'));
  if (yuca && has(t, 'curtido')) parts.push(curtidoCup(rnd));
  const size = sizeOf(t);
  if (size === 1) return parts.join('');
  // a regular box is smaller, a large one bigger, standing on the same ground
  return g(
    `translate(0,${(150 * (1 - size)).toFixed(1)}) scale(${size.toFixed(3)})`,
    parts.join(''),
  );
}

/** A small cup of curtido (cabbage, carrot) beside the yuca. */
function curtidoCup(rnd: Rng): string {
  let s =
    ellipse(150, 100, 46, 16, '#eef3c8') +
    path('M104,100 L196,100 L184,150 L116,150 Z', '#fff', 'stroke="#ddd" stroke-width="3"');
  for (let i = 0; i < 8; i++)
    s += rect(115 + rnd() * 60, 88 + rnd() * 14, 14, 4, 2, i % 2 ? '#f28c28' : '#9ccc65');
  return s;
}

/** Breaded onion rings piled on a paper liner. */
export function drawOnionRings(rnd: Rng, t: Traits): string {
  const parts: string[] = [
    ellipse(0, 150, 180, 20, 'rgba(80,35,5,0.18)'),
    path('M-170,80 L170,80 L150,150 L-150,150 Z', '#fff8ec', 'stroke="#e8d6b8" stroke-width="3"'),
  ];
  const count = Math.round(6 * sizeOf(t));
  for (let i = 0; i < count; i++) {
    const x = -110 + (i % 3) * 110 + (rnd() - 0.5) * 20;
    const y = 70 - Math.floor(i / 3) * 70 + (rnd() - 0.5) * 16;
    const crust = pick(rnd, ['#d98a2b', '#e39a3b', '#c97a22']);
    parts.push(
      g(
        `translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${Math.round((rnd() - 0.5) * 50)})`,
        ellipse(0, 0, 62, 44, 'none', `stroke="${crust}" stroke-width="24"`) +
          ellipse(
            0,
            0,
            62,
            44,
            'none',
            'stroke="#f0b356" stroke-width="6" stroke-dasharray="6 10"',
          ) +
          ellipse(0, 0, 44, 28, 'none', 'stroke="#f7efd8" stroke-width="4"'),
      ),
    );
  }
  return parts.join('');
}
