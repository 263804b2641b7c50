/** Fries in a paper box. */
import { ACCENTS, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, polygon, rect } from './svg.ts';

export function drawFries(rnd: Rng): string {
  const box = pick(rnd, ['#d62828', '#e63946', '#c1121f', '#f77f00']);
  const parts: string[] = [ellipse(0, 150, 130, 18, 'rgba(80,35,5,0.18)')];
  const count = 11 + Math.floor(rnd() * 4);
  for (let i = 0; i < count; i++) {
    const x = -92 + (i * 184) / (count - 1) + (rnd() - 0.5) * 10;
    const h = 120 + rnd() * 70;
    const angle = (rnd() - 0.5) * 22;
    const color = pick(rnd, ['#ffd23f', '#ffc933', '#ffdb5c']);
    parts.push(
      g(
        `translate(${x.toFixed(1)},0) rotate(${angle.toFixed(1)})`,
        rect(-11, -h, 22, h + 20, 4, color, 'stroke="#e59e1a" stroke-width="2.5"') +
          rect(-11, -h, 22, 10, 4, '#e8a52a'),
      ),
    );
  }
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
  return parts.join('');
}
