/** Cold drinks you can see through: bottles (water, two litres) and natural drinks in a clear cup or jug. */
import { pick, type Rng } from './palette.ts';
import { circle, ellipse, path, rect } from './svg.ts';
import { straw } from './draw-drink.ts';
import { flavourOf, has, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

/** A bottle: clear water with a blue label, or a big soda bottle with its red label. */
export function drawBottle(rnd: Rng, t: Traits): string {
  const water = has(t, 'agua') || (!t.text && rnd() < 0.5);
  const liquid = water ? '#d6ecf7' : pick(rnd, ['#4a1f0e', '#f08a24', '#7ab648']);
  const label = water ? '#1d71b8' : '#d62828';
  const big = has(t, 'litros?') ? 1 : 0.85;
  const w = 70 * big;
  const parts = [ellipse(0, 150, 110 * big, 14, SHADOW)];
  parts.push(
    rect(-22, -190 * big, 44, 30, 6, water ? '#1d71b8' : '#e63946'),
    path(
      `M-24,${-160 * big} L24,${-160 * big} Q${w},${-120 * big} ${w},${-60 * big} L${w},140 Q${w},150 ${w - 10},150 L${-w + 10},150 Q${-w},150 ${-w},140 L${-w},${-60 * big} Q${-w},${-120 * big} -24,${-160 * big} Z`,
      liquid,
      'stroke="#ffffff" stroke-width="4" opacity="0.95"',
    ),
    rect(-w, -20, w * 2, 70, 4, label),
    rect(-w, -4, w * 2, 10, 0, '#ffffff', 'opacity="0.8"'),
    rect(-w + 12, -100 * big, 14, 220, 7, '#fff', 'opacity="0.35"'),
  );
  if (!water)
    for (let i = 0; i < 8; i++)
      parts.push(circle(-40 + rnd() * 80, 70 + rnd() * 60, 3, '#fff', 'opacity="0.5"'));
  return parts.join('');
}

/** A natural drink (horchata, tamarind, fruit, iced tea) in a clear cup, or a jug for a litre. */
export function drawJuice(rnd: Rng, t: Traits): string {
  const liquid = has(t, 'té')
    ? '#b5651d'
    : (flavourOf(t) ?? pick(rnd, ['#e8d2b0', '#8a5a2b', '#f6a23a']));
  const parts = [ellipse(0, 150, 120, 16, SHADOW)];
  if (has(t, 'litros?')) {
    parts.push(
      path('M95,-60 C170,-60 170,90 90,90', 'none', 'stroke="#e9eef2" stroke-width="20"'),
      path('M-100,-120 L90,-120 L100,130 Q100,150 80,150 L-80,150 Q-100,150 -100,130 Z', liquid),
      path('M-100,-120 L-130,-150 L90,-150 L90,-120 Z', '#f4f7f9', 'opacity="0.9"'),
    );
  } else {
    parts.push(straw(rnd, 10, -100, 90), path('M-80,-100 L80,-100 L62,150 L-62,150 Z', liquid));
    for (let i = 0; i < 4; i++)
      parts.push(rect(-50 + rnd() * 80, -90 + rnd() * 50, 28, 28, 6, '#ffffff', 'opacity="0.4"'));
  }
  if (has(t, 'canela'))
    for (let i = 0; i < 10; i++)
      parts.push(circle(-50 + rnd() * 100, -80 + rnd() * 20, 2.5, '#8b4513'));
  if (has(t, 'trocitos|frutas'))
    for (let i = 0; i < 10; i++)
      parts.push(
        rect(
          -50 + rnd() * 90,
          -60 + rnd() * 180,
          16,
          16,
          3,
          pick(rnd, ['#f7d046', '#ff9f1c', '#e63946', '#9ccc65']),
        ),
      );
  if (has(t, 'limón'))
    parts.push(
      circle(70, -100, 34, '#c5e063', 'stroke="#8bc34a" stroke-width="6"'),
      path(
        'M70,-100 L70,-132 M70,-100 L98,-84 M70,-100 L42,-84',
        'none',
        'stroke="#8bc34a" stroke-width="3"',
      ),
    );
  if (has(t, 'tamarindo'))
    parts.push(path('M100,120 Q130,80 170,110 Q185,130 160,140 Q130,150 100,120 Z', '#7a4a20'));
  parts.push(
    path(
      'M-84,-104 L84,-104 L62,152 L-62,152 Z',
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.6"',
    ),
  );
  return parts.join('');
}
