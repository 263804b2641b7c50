/** Salads in a bowl: the toppings the product names (tomato, chicken, croutons, cucumber…), or slaw. */
import { pick, type Rng } from './palette.ts';
import { circle, ellipse, path, rect } from './svg.ts';
import { has, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

type Spot = () => [number, number];

/** The toppings the salad's words name; a salad nothing is known about gets tomato and croutons. */
function toppings(rnd: Rng, t: Traits, spot: Spot): string[] {
  const parts: string[] = [];
  const any = !t.text;
  const scatter = (n: number, draw: (x: number, y: number) => string) => {
    for (let i = 0; i < n; i++) parts.push(draw(...spot()));
  };
  if (any || has(t, 'tomates?'))
    scatter(5, (x, y) => circle(x, y, 16, '#e63946') + circle(x - 4, y - 4, 5, '#ff8080'));
  if (has(t, 'pepinos?'))
    scatter(5, (x, y) => circle(x, y, 14, '#3e8e41') + circle(x, y, 10, '#d8f3a8'));
  if (has(t, 'zanahorias?'))
    scatter(6, (x, y) =>
      rect(
        x,
        y,
        26,
        6,
        3,
        '#f28c28',
        `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
      ),
    );
  if (has(t, 'aguacate'))
    scatter(3, (x, y) => ellipse(x, y, 26, 12, '#9ccc65') + ellipse(x, y - 2, 18, 7, '#dce775'));
  if (has(t, 'pollo'))
    scatter(
      5,
      (x, y) =>
        rect(x - 20, y - 7, 40, 14, 5, '#d9a066', 'stroke="#a86b32" stroke-width="2"') +
        rect(x - 12, y - 7, 4, 14, 1, '#8b5a2b'),
    );
  if (any || has(t, 'crutones'))
    scatter(6, (x, y) =>
      rect(x - 7, y - 7, 14, 14, 3, '#e9b870', 'stroke="#c48a3a" stroke-width="2"'),
    );
  if (has(t, 'parmesano'))
    scatter(8, (x, y) => path(`M${x.toFixed(1)},${y.toFixed(1)} l14,-4 l-4,10 Z`, '#fff8dc'));
  return parts;
}

function bowlFront(bowl: string): string[] {
  return [
    path(
      'M-175,-20 L175,-20 Q165,140 0,145 Q-165,140 -175,-20 Z',
      bowl,
      'stroke="#00000022" stroke-width="3"',
    ),
    path(
      'M-150,10 Q-130,100 -60,120',
      'none',
      'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.5"',
    ),
  ];
}

export function drawSalad(rnd: Rng, t: Traits, opts: { coleslaw?: boolean } = {}): string {
  const bowl = pick(rnd, ['#ffffff', '#f4a261', '#2a9d8f', '#e9c46a']);
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  const coleslaw = opts.coleslaw ?? false;
  const greens = coleslaw
    ? ['#eef3c8', '#f4f7dc', '#dfe8b0']
    : has(t, 'césar|romana')
      ? ['#4caf50', '#3e8e41', '#6cc04a']
      : ['#6cc04a', '#4caf50', '#8bd15a', '#3e8e41', '#a3d977'];
  for (let i = 0; i < 26; i++) {
    const x = -140 + rnd() * 280;
    const y = -20 - rnd() * 70 + Math.abs(x) * 0.25;
    const rot = `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`;
    parts.push(
      coleslaw
        ? rect(x - 20, y - 4, 40, 8, 4, pick(rnd, greens), rot)
        : ellipse(x, y, 34, 20, pick(rnd, greens), rot),
    );
  }
  const spot: Spot = () => [-110 + rnd() * 220, -40 - rnd() * 50];
  if (coleslaw)
    for (let i = 0; i < 14; i++) {
      const [x, y] = spot();
      parts.push(
        rect(
          x,
          y,
          24,
          5,
          2.5,
          '#f28c28',
          `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
        ),
      );
    }
  else parts.push(...toppings(rnd, t, spot));
  return [...parts, ...bowlFront(bowl)].join('');
}
