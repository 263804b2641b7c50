/** Breakfast plates: huevos rancheros, pancakes, French toast, pupusas. */
import { chance, pick, type Rng } from './palette.ts';
import { circle, ellipse, g, path, rect } from './svg.ts';
import { countOf, has, type Traits } from './traits.ts';
import { egg, plate } from './draw-plate.ts';

/** Refried beans at the plate's right. */
const beans = (x: number, y: number) =>
  ellipse(x, y, 58, 34, '#5b1f1a') + ellipse(x - 8, y - 7, 36, 15, '#7a2e25');

/** Folded tortillas peeking behind the plate. */
const tortillas = () =>
  ellipse(-120, -70, 70, 26, '#f3e3b5', 'stroke="#d9c089" stroke-width="3"') +
  ellipse(-100, -84, 70, 26, '#f6ebc6', 'stroke="#d9c089" stroke-width="3"');

/** Fried eggs on tortillas under red ranchera sauce, beans and cream. */
export function drawEggs(rnd: Rng, t: Traits): string {
  const parts = [tortillas(), plate()];
  parts.push(
    egg(-55, 10, Math.round((rnd() - 0.5) * 30)),
    egg(10, 60, Math.round((rnd() - 0.5) * 30)),
  );
  if (has(t, 'rancher[ao]s?|salsa'))
    parts.push(
      path(
        'M-120,0 Q-90,-40 -30,-30 Q20,-20 60,30 Q70,80 20,100 Q-30,110 -70,80 Q-50,60 -30,60 Q-10,40 -50,30 Q-90,40 -120,0 Z',
        '#c1121f',
        'opacity="0.85"',
      ),
      circle(-40, 2, 8, '#2e7d32'),
      circle(20, 70, 6, '#2e7d32'),
    );
  if (has(t, 'frijoles')) parts.push(beans(100, -10));
  if (has(t, 'crema'))
    parts.push(ellipse(110, 70, 34, 16, '#fffaf0', 'stroke="#eee4d4" stroke-width="2"'));
  return parts.join('');
}

/** A stack of pancakes (as many as the name says), butter and syrup. */
export function drawPancakes(rnd: Rng, t: Traits): string {
  const parts = [plate()];
  const count = Math.min(5, countOf(t) ?? (has(t, 'tres') ? 3 : 4));
  for (let i = 0; i < count; i++)
    parts.push(
      ellipse(0, 70 - i * 24, 110, 38, i % 2 ? '#e0a050' : '#d99040'),
      ellipse(0, 62 - i * 24, 108, 32, '#f2c27a'),
    );
  const top = 62 - (count - 1) * 24;
  parts.push(
    path(
      `M-90,${top} Q0,${top - 40} 92,${top} L96,${top + 40} L80,${top + 10} L70,${top + 50} L50,${top + 10} L20,${top + 35} L0,${top + 8} L-30,${top + 40} L-50,${top + 10} L-70,${top + 48} L-86,${top + 10} Z`,
      '#a0521d',
      'opacity="0.85"',
    ),
    rect(-24, top - 14, 48, 26, 6, '#fff3b0'),
    rect(-20, top - 14, 40, 8, 4, '#fffbe0'),
  );
  if (chance(rnd, 0.5) || has(t, 'frutas|fresas'))
    for (let i = 0; i < 3; i++) parts.push(circle(120 + (i % 2) * 20, 10 + i * 22, 10, '#e63946'));
  return parts.join('');
}

/** Golden French toast slices with cinnamon, powdered sugar and honey. */
export function drawFrenchToast(rnd: Rng, t: Traits): string {
  const parts = [plate()];
  for (const [x, y, a] of [
    [-50, 30, -18],
    [45, 10, 14],
  ] as const)
    parts.push(
      g(
        `translate(${x},${y}) rotate(${a + Math.round((rnd() - 0.5) * 8)})`,
        path('M-70,50 L-70,-30 Q-70,-70 -30,-70 Q0,-90 30,-70 Q70,-70 70,-30 L70,50 Z', '#b5651d') +
          path(
            'M-60,42 L-60,-26 Q-60,-58 -28,-60 Q0,-78 28,-60 Q60,-58 60,-26 L60,42 Z',
            '#e9a54f',
          ) +
          circle(-20, -20, 5, '#8b4513') +
          circle(15, 10, 4, '#8b4513'),
      ),
    );
  if (has(t, 'azúcar glas|azúcar'))
    for (let i = 0; i < 30; i++)
      parts.push(circle(-110 + rnd() * 200, -50 + rnd() * 110, 2.5, '#fff'));
  if (has(t, 'miel'))
    parts.push(
      path(
        'M-20,-40 Q0,20 -10,80',
        'none',
        'stroke="#d4890f" stroke-width="10" stroke-linecap="round" opacity="0.85"',
      ),
    );
  return parts.join('');
}

/** Pupusas with curtido and tomato sauce, and coffee when the breakfast has it. */
export function drawPupusas(rnd: Rng, t: Traits): string {
  const parts = [plate()];
  const count = Math.min(3, countOf(t) ?? (has(t, 'dos') ? 2 : 3));
  for (let i = 0; i < count; i++) {
    const x = -70 + i * 70;
    const y = 20 + (i % 2) * 30;
    parts.push(ellipse(x, y, 66, 44, '#f0d9a0', 'stroke="#d9b46a" stroke-width="3"'));
    for (let j = 0; j < 5; j++)
      parts.push(circle(x - 40 + rnd() * 80, y - 25 + rnd() * 50, 7, '#a0521d', 'opacity="0.55"'));
    if (has(t, 'loroco'))
      parts.push(circle(x + 12, y - 8, 5, '#3e8e41'), circle(x - 16, y + 10, 4, '#3e8e41'));
  }
  if (has(t, 'curtido'))
    for (let i = 0; i < 10; i++)
      parts.push(
        rect(
          90 + rnd() * 60,
          -60 + rnd() * 30,
          22,
          5,
          2.5,
          pick(rnd, ['#eef3c8', '#f28c28', '#9ccc65']),
        ),
      );
  if (has(t, 'salsa de tomate'))
    parts.push(ellipse(-130, -50, 36, 16, '#c1121f', 'stroke="#fff" stroke-width="6"'));
  if (has(t, 'café'))
    parts.push(
      g(
        'translate(150,40)',
        path('M-34,-40 L34,-40 L28,30 L-28,30 Z', '#fffaf0', 'stroke="#ddd" stroke-width="3"') +
          ellipse(0, -40, 34, 10, '#6b3e26') +
          path('M34,-25 C60,-25 60,15 30,15', 'none', 'stroke="#ddd" stroke-width="7"'),
      ),
    );
  return parts.join('');
}
