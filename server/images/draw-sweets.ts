/** A cup of soft-serve mixed with cookie, and Salvadoran quesadilla (sweet cheese bread). */
import { pick, type Rng } from './palette.ts';
import { circle, ellipse, path, rect } from './svg.ts';
import { has, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

/** Soft-serve swirled with cookie crumbs in a paper cup, a long spoon standing in it. */
export function drawCookieMix(rnd: Rng, t: Traits): string {
  const cup = pick(rnd, ['#1d71b8', '#d62828', '#2a9d8f']);
  const parts = [ellipse(0, 150, 110, 14, SHADOW)];
  parts.push(rect(30, -190, 14, 170, 6, '#f4a261', 'transform="rotate(12)"'));
  for (const [x, y, r] of [
    [-50, -40, 50],
    [40, -45, 52],
    [0, -90, 50],
  ] as const)
    parts.push(circle(x, y, r, '#fff8e7'));
  const crumbs = has(t, 'chocolate') || !t.text ? '#3b2417' : '#a0673a';
  for (let i = 0; i < 26; i++)
    parts.push(
      rect(-80 + rnd() * 160, -130 + rnd() * 110, 8 + rnd() * 8, 6 + rnd() * 6, 2, crumbs),
    );
  parts.push(path('M-100,-20 L100,-20 L78,150 L-78,150 Z', cup));
  parts.push(path('M-96,10 Q0,40 96,10 L92,40 Q0,70 -92,40 Z', '#fff', 'opacity="0.85"'));
  return parts.join('');
}

/** A square of quesadilla: golden top, darker edges, sesame seeds. */
export function drawSweetBread(rnd: Rng, t: Traits): string {
  const parts = [ellipse(0, 150, 190, 18, SHADOW)];
  parts.push(ellipse(0, 110, 190, 40, '#fffaf2', 'stroke="#ead8c0" stroke-width="4"'));
  parts.push(
    path('M-150,40 L0,100 L150,40 L150,100 L0,160 L-150,100 Z', '#c9762f'),
    path('M-150,40 L0,-20 L150,40 L0,100 Z', '#e9a54f'),
    path('M-120,40 L0,-8 L120,40 L0,88 Z', '#f2c27a', 'opacity="0.6"'),
    path('M0,100 L0,160', 'none', 'stroke="#a85d22" stroke-width="3"'),
  );
  if (has(t, 'ajonjolí') || !t.text)
    for (let i = 0; i < 30; i++) {
      const a = rnd() * 2 - 1;
      const b = rnd() * 2 - 1;
      const x = (a - b) * 120 * 0.5;
      const y = 40 + (a + b) * 48 * 0.5;
      parts.push(
        ellipse(
          x,
          y,
          4,
          2.4,
          '#fff4dc',
          `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
        ),
      );
    }
  return parts.join('');
}
