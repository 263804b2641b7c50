/** Plated food: Salvadoran breakfast, salad or slaw bowl, mashed potatoes, plantains, chili. */
import { chance, pick, type Rng } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';
import { has, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

export const plate = () =>
  ellipse(0, 160, 190, 22, SHADOW) +
  ellipse(0, 40, 185, 120, '#fffdf8', 'stroke="#e8d9c4" stroke-width="4"') +
  ellipse(0, 42, 140, 88, '#f6efe4');

export function egg(x: number, y: number, rot: number): string {
  return g(
    `translate(${x},${y}) rotate(${rot})`,
    path(
      'M-58,0 C-60,-38 -10,-44 10,-36 C50,-40 66,-10 56,14 C48,40 0,44 -20,34 C-50,30 -56,18 -58,0 Z',
      '#fff',
    ) +
      circle(0, -2, 20, '#ffb703') +
      circle(-6, -8, 6, '#ffd670'),
  );
}

/** Scrambled eggs, with chorizo bits when the product has them. */
function scrambled(rnd: Rng, chorizo: boolean): string {
  let s = '';
  for (let i = 0; i < 9; i++)
    s += ellipse(-90 + rnd() * 70, -40 + rnd() * 60, 22, 14, i % 2 ? '#ffd95a' : '#ffe68a');
  if (chorizo)
    for (let i = 0; i < 8; i++) s += circle(-90 + rnd() * 70, -40 + rnd() * 60, 6, '#a3321e');
  return s;
}

/** The Salvadoran breakfast plate: eggs, beans, plantain, cream, cheese (and bread or tortillas). */
export function drawBreakfast(rnd: Rng, t: Traits): string {
  const parts = [plate()];
  if (has(t, 'revueltos?')) parts.push(scrambled(rnd, has(t, 'chorizo')));
  else {
    parts.push(egg(-60, -10, Math.round((rnd() - 0.5) * 30)));
    if (chance(rnd, 0.5)) parts.push(egg(-10, 55, Math.round((rnd() - 0.5) * 40)));
  }
  // refried beans
  parts.push(ellipse(70, -15, 62, 38, '#5b1f1a'), ellipse(60, -22, 40, 18, '#7a2e25'));
  for (let i = 0; i < 6; i++) parts.push(circle(40 + rnd() * 60, -30 + rnd() * 30, 3, '#8c3a30'));
  // fried plantain
  for (let i = 0; i < 3; i++)
    parts.push(
      g(
        `translate(${80 + i * 22},${50 + i * 8}) rotate(${-30 + i * 8})`,
        ellipse(0, 0, 48, 16, '#c25e15') + ellipse(0, -3, 42, 11, '#f4a340'),
      ),
    );
  // cream and fresh cheese
  parts.push(
    path(
      'M-120,70 Q-140,40 -100,40 Q-80,30 -70,55 Q-60,85 -100,88 Q-125,88 -120,70 Z',
      '#fffaf0',
      'stroke="#eee4d4" stroke-width="2"',
    ),
  );
  if (has(t, 'pan'))
    parts.push(
      rect(
        -170,
        -70,
        60,
        44,
        10,
        '#e0a458',
        'stroke="#b9783a" stroke-width="3" transform="rotate(-15)"',
      ),
    );
  if (has(t, 'tortillas?'))
    parts.push(ellipse(-150, -60, 50, 18, '#f3e3b5', 'stroke="#d9c089" stroke-width="3"'));
  if (has(t, 'queso') || !t.text)
    parts.push(
      rect(
        -40,
        75,
        44,
        30,
        4,
        '#fdf6d8',
        'stroke="#eadfb5" stroke-width="2" transform="rotate(-10)"',
      ),
    );
  return parts.join('');
}

export function drawChili(rnd: Rng): string {
  const bowl = pick(rnd, ['#fff', '#e63946', '#f4a261', '#264653']);
  const parts = [ellipse(0, 150, 180, 18, SHADOW)];
  parts.push(ellipse(-20, -10, 150, 46, '#9b2b1b'));
  for (let i = 0; i < 18; i++)
    parts.push(ellipse(-140 + rnd() * 240, -25 + rnd() * 30, 9, 6, '#6b1a10'));
  for (let i = 0; i < 16; i++) {
    const x = -110 + rnd() * 180;
    const y = -30 + rnd() * 30;
    parts.push(
      rect(
        x,
        y,
        22,
        4,
        2,
        '#ffc233',
        `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
      ),
    );
  }
  if (chance(rnd, 0.5)) parts.push(circle(-60, -22, 10, '#4caf50'), circle(20, -12, 8, '#4caf50'));
  parts.push(
    path(
      'M-172,-10 Q-170,130 -20,135 Q130,130 132,-10 Q120,40 -20,44 Q-160,40 -172,-10 Z',
      bowl,
      'stroke="#00000022" stroke-width="3"',
    ),
  );
  // crackers
  for (let i = 0; i < 2; i++)
    parts.push(
      g(
        `translate(${140 + i * 10},${70 - i * 36}) rotate(${-12 + i * 18})`,
        rect(-34, -34, 68, 68, 6, '#f1c27d', 'stroke="#d49a4a" stroke-width="3"') +
          [-14, 0, 14]
            .map((cx) => circle(cx, -12, 3, '#c9873a') + circle(cx, 12, 3, '#c9873a'))
            .join(''),
      ),
    );
  return parts.join('');
}

/** A bowl of mashed potatoes under a pool of gravy. */
export function drawMashed(rnd: Rng): string {
  const bowl = pick(rnd, ['#ffffff', '#f4a261', '#e9c46a']);
  const parts = [ellipse(0, 150, 160, 18, SHADOW)];
  parts.push(
    path('M-130,-10 Q-120,-90 -40,-95 Q0,-130 40,-95 Q120,-90 130,-10 Z', '#f7eccf'),
    path('M-80,-40 Q-60,-95 0,-90 Q60,-95 80,-40 Q40,-20 0,-30 Q-40,-20 -80,-40 Z', '#8b4513'),
    ellipse(-20, -70, 26, 8, '#b5651d', 'opacity="0.7"'),
  );
  for (let i = 0; i < 4; i++) parts.push(circle(-40 + i * 28, -95 - (i % 2) * 8, 5, '#4caf50'));
  parts.push(
    path(
      'M-150,-20 L150,-20 Q140,130 0,135 Q-140,130 -150,-20 Z',
      bowl,
      'stroke="#00000022" stroke-width="3"',
    ),
  );
  return parts.join('');
}

/** Fried ripe plantain slices with Salvadoran cream on a plate. */
export function drawPlantains(rnd: Rng, t: Traits): string {
  const parts = [plate()];
  for (let i = 0; i < 5; i++)
    parts.push(
      g(
        `translate(${-90 + i * 40},${20 + (i % 2) * 30}) rotate(${-40 + i * 12 + Math.round((rnd() - 0.5) * 10)})`,
        ellipse(0, 0, 62, 20, '#a0441c') +
          ellipse(0, -3, 55, 14, '#e98a2c') +
          ellipse(-10, -6, 26, 5, '#f7b267', 'opacity="0.8"'),
      ),
    );
  if (has(t, 'crema'))
    parts.push(
      path(
        'M60,-40 Q40,-70 90,-72 Q130,-74 120,-40 Q110,-20 80,-22 Q60,-24 60,-40 Z',
        '#fffaf0',
        'stroke="#eee4d4" stroke-width="2"',
      ),
    );
  return parts.join('');
}
