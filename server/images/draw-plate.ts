/** Plated food: Salvadoran breakfast or pancakes, salad bowl, chili bowl with crackers. */
import { chance, pick, type Rng } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';

const SHADOW = 'rgba(80,35,5,0.18)';

const plate = () =>
  ellipse(0, 160, 190, 22, SHADOW) +
  ellipse(0, 40, 185, 120, '#fffdf8', 'stroke="#e8d9c4" stroke-width="4"') +
  ellipse(0, 42, 140, 88, '#f6efe4');

function egg(x: number, y: number, rot: number): string {
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

export function drawBreakfast(rnd: Rng): string {
  const parts = [plate()];
  if (chance(rnd, 0.3)) {
    // pancakes with butter and syrup
    for (let i = 0; i < 4; i++)
      parts.push(
        ellipse(0, 70 - i * 24, 110, 38, i % 2 ? '#e0a050' : '#d99040'),
        ellipse(0, 62 - i * 24, 108, 32, '#f2c27a'),
      );
    parts.push(
      path(
        'M-90,-10 Q-60,-30 0,-32 Q60,-30 92,-10 L96,30 L80,0 L70,40 L50,0 L20,25 L0,-2 L-30,30 L-50,0 L-70,38 L-86,0 Z',
        '#a0521d',
        'opacity="0.85"',
      ),
    );
    parts.push(rect(-24, -44, 48, 26, 6, '#fff3b0'), rect(-20, -44, 40, 8, 4, '#fffbe0'));
    for (let i = 0; i < 4; i++)
      parts.push(
        circle(110 + (i % 2) * 20, -10 + i * 22, 10, pick(rnd, ['#e63946', '#3a0ca3', '#e63946'])),
      );
    return parts.join('');
  }
  parts.push(egg(-60, -10, Math.round((rnd() - 0.5) * 30)));
  if (chance(rnd, 0.5)) parts.push(egg(-10, 55, Math.round((rnd() - 0.5) * 40)));
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
  if (chance(rnd, 0.6))
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

export function drawSalad(rnd: Rng): string {
  const bowl = pick(rnd, ['#ffffff', '#f4a261', '#2a9d8f', '#e9c46a']);
  const parts = [ellipse(0, 150, 170, 18, SHADOW)];
  const greens = ['#6cc04a', '#4caf50', '#8bd15a', '#3e8e41', '#a3d977'];
  for (let i = 0; i < 26; i++) {
    const x = -140 + rnd() * 280;
    const y = -20 - rnd() * 70 + Math.abs(x) * 0.25;
    parts.push(
      ellipse(
        x,
        y,
        34,
        20,
        pick(rnd, greens),
        `transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
      ),
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(
      circle(-110 + rnd() * 220, -40 - rnd() * 50, 16, '#e63946'),
      circle(-110 + rnd() * 220, -40 - rnd() * 50, 5, '#ff8080'),
    );
  if (chance(rnd, 0.6))
    for (let i = 0; i < 5; i++)
      parts.push(
        rect(
          -90 + rnd() * 180,
          -60 - rnd() * 40,
          40,
          14,
          5,
          '#d98a2b',
          `transform="rotate(${Math.round((rnd() - 0.5) * 50)})"`,
        ),
      );
  for (let i = 0; i < 6; i++)
    parts.push(rect(-100 + rnd() * 200, -50 - rnd() * 40, 14, 14, 3, '#e9b870'));
  if (chance(rnd, 0.5))
    for (let i = 0; i < 10; i++)
      parts.push(circle(-100 + rnd() * 200, -45 - rnd() * 40, 5, '#ffd23f'));
  parts.push(
    path(
      'M-175,-20 L175,-20 Q165,140 0,145 Q-165,140 -175,-20 Z',
      bowl,
      'stroke="#00000022" stroke-width="3"',
    ),
  );
  parts.push(
    path(
      'M-150,10 Q-130,100 -60,120',
      'none',
      'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.5"',
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
