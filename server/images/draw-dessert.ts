/** Desserts: ice-cream cone, sundae cup, cake or pie slice. */
import { chance, pick, type Rng, shade } from './palette.ts';
import { circle, ellipse, g, path, polygon, rect } from './svg.ts';
import { flavourOf, has, sizeOf, type Traits } from './traits.ts';

const SHADOW = 'rgba(80,35,5,0.18)';
const SCOOPS = ['#fff3d6', '#7b4a2d', '#f7a1c4', '#a8e6cf', '#ffd166', '#c9a0dc'];
const SPRINKLES = ['#e63946', '#ffb703', '#2a9d8f', '#7b2cbf', '#1d71b8'];

function scoop(rnd: Rng, x: number, y: number, r: number, color: string): string {
  const drip = `M${x - r},${y} Q${x - r * 0.6},${y + r * 0.5} ${x - r * 0.3},${y + r * 0.2} Q${x},${y + r * 0.7} ${x + r * 0.3},${y + r * 0.2} Q${x + r * 0.6},${y + r * 0.55} ${x + r},${y} Z`;
  let s = circle(x, y - r * 0.2, r, color) + path(drip, color);
  s += circle(x - r * 0.35, y - r * 0.55, r * 0.25, shade(color, 0.35), 'opacity="0.8"');
  if (chance(rnd, 0.6))
    for (let i = 0; i < 9; i++) {
      const a = rnd() * Math.PI * 2;
      const d = rnd() * r * 0.8;
      const sx = x + Math.cos(a) * d;
      const sy = y - r * 0.2 + Math.sin(a) * d;
      s += rect(
        sx - 5,
        sy - 1.5,
        10,
        3.5,
        1.5,
        pick(rnd, SPRINKLES),
        `transform="rotate(${Math.round(rnd() * 180)} ${sx.toFixed(1)} ${sy.toFixed(1)})"`,
      );
    }
  return s;
}

export function drawCone(rnd: Rng, t: Traits): string {
  const parts = [ellipse(0, 158, 70, 10, SHADOW)];
  parts.push(
    polygon(
      [
        [-72, -10],
        [72, -10],
        [0, 160],
      ],
      '#e0a458',
    ),
  );
  let lines = '';
  for (let i = -6; i <= 6; i++) {
    lines += path(
      `M${i * 24 - 60},-20 L${i * 24 + 60},170`,
      'none',
      'stroke="#b9783a" stroke-width="4"',
    );
    lines += path(
      `M${i * 24 + 60},-20 L${i * 24 - 60},170`,
      'none',
      'stroke="#b9783a" stroke-width="4"',
    );
  }
  parts.push(
    `<clipPath id="cone"><polygon points="-72,-10 72,-10 0,160"/></clipPath><g clip-path="url(#cone)">${lines}</g>`,
  );
  const double = t.text ? has(t, 'dobles?|dos bolas') : chance(rnd, 0.55);
  const first = flavourOf(t) ?? pick(rnd, SCOOPS);
  if (double) {
    parts.push(
      scoop(
        rnd,
        0,
        -100,
        64,
        pick(
          rnd,
          SCOOPS.filter((c) => c !== first),
        ),
      ),
    );
  }
  parts.push(scoop(rnd, 0, -14, 80, first));
  if (!t.text && chance(rnd, 0.5)) parts.push(circle(0, double ? -182 : -112, 16, '#d00000'));
  const size = sizeOf(t);
  if (size === 1) return parts.join('');
  // a kids' cone is smaller, standing on the same ground
  return g(
    `translate(0,${(158 * (1 - size)).toFixed(1)}) scale(${size.toFixed(3)})`,
    parts.join(''),
  );
}

/** The syrup the sundae names: chocolate, strawberry, or (nothing named) one at random. */
function syrupOf(rnd: Rng, t: Traits): string {
  if (has(t, 'jarabe de chocolate|con chocolate') || has(t, 'sundae de chocolate'))
    return '#4a2511';
  if (has(t, 'fresa')) return '#c1121f';
  return pick(rnd, ['#5a2d14', '#c1121f', '#e09f3e']);
}

export function drawSundae(rnd: Rng, t: Traits): string {
  const parts = [ellipse(0, 150, 100, 14, SHADOW)];
  const cup = pick(rnd, ['#ffffff', '#ffe1e1', '#e1f0ff']);
  const vanilla = has(t, 'vainilla');
  const mega = has(t, 'mega|dobles?');
  const scoopColor = () => (vanilla ? '#fff3d6' : pick(rnd, SCOOPS));
  if (mega) parts.push(scoop(rnd, -70, -50, 50, '#f7a1c4'), scoop(rnd, 70, -50, 50, '#7b4a2d'));
  parts.push(
    scoop(rnd, -45, -20, 60, scoopColor()),
    scoop(rnd, 45, -20, 60, scoopColor()),
    scoop(rnd, 0, -60, 64, scoopColor()),
  );
  const syrup = syrupOf(rnd, t);
  parts.push(
    path(
      'M-90,-60 Q-60,-100 0,-110 Q60,-100 90,-60 L80,-40 L70,-20 L60,-50 L40,-10 L20,-50 L0,0 L-25,-50 L-45,-15 L-60,-50 L-75,-25 Z',
      syrup,
      'opacity="0.9"',
    ),
  );
  if (has(t, 'maní'))
    for (let i = 0; i < 14; i++)
      parts.push(ellipse(-70 + rnd() * 140, -100 + rnd() * 60, 6, 4, '#d9a35f'));
  if (has(t, 'galletas?'))
    for (let i = 0; i < 6; i++)
      parts.push(circle(-70 + rnd() * 140, -100 + rnd() * 60, 9, '#3b2417'));
  parts.push(
    circle(10, -125, 18, '#d00000'),
    path('M14,-140 Q25,-170 45,-175', 'none', 'stroke="#5a7d2a" stroke-width="4"'),
  );
  parts.push(
    path(
      'M-120,-10 L120,-10 Q110,80 30,90 L30,120 L-30,120 L-30,90 Q-110,80 -120,-10 Z',
      cup,
      'stroke="#e0c9b0" stroke-width="3"',
    ),
  );
  parts.push(ellipse(0, 135, 70, 16, cup, 'stroke="#e0c9b0" stroke-width="3"'));
  parts.push(
    path(
      'M-100,0 Q-90,50 -40,75',
      'none',
      'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.7"',
    ),
  );
  return parts.join('');
}

type Pt = [number, number];

/** The slice's top face: its tip towards the viewer and its two back corners. */
const T: Pt = [-160, 20];
const B1: Pt = [70, -70];
const B2: Pt = [165, -20];

/** The slice's two sides, `h` deep below the top face. */
function sliceSides(sponge: string, h: number): string[] {
  const down = ([x, y]: Pt): Pt => [x, y + h];
  return [
    polygon([B2, B1, down(B1), down(B2)], shade(sponge, -0.2)),
    polygon([T, B2, down(B2), down(T)], sponge),
  ];
}

/** Two or three bands of cream between the cake's sponge layers. */
function cakeLayers(rnd: Rng, cream: string, h: number): string[] {
  const parts: string[] = [];
  const layers = 2 + Math.floor(rnd() * 2);
  for (let i = 1; i <= layers; i++) {
    const f = i / (layers + 1);
    parts.push(
      polygon(
        [
          [T[0], T[1] + h * f - 5],
          [B2[0], B2[1] + h * f - 5],
          [B2[0], B2[1] + h * f + 5],
          [T[0], T[1] + h * f + 5],
        ],
        cream,
      ),
    );
  }
  return parts;
}

/** The pie's fruit filling showing on its cut side. */
function pieFilling(cream: string, h: number): string {
  return polygon(
    [
      [T[0], T[1] + 12],
      [B2[0], B2[1] + 12],
      [B2[0], B2[1] + h - 10],
      [T[0], T[1] + h - 10],
    ],
    cream,
  );
}

/** Frosting drips over the cake's front edge. */
function frostingDrips(rnd: Rng, cream: string): string {
  let d = `M${T[0]},${T[1]}`;
  for (let i = 1; i <= 6; i++) {
    const f = i / 6;
    const x = T[0] + (B2[0] - T[0]) * f;
    const y = T[1] + (B2[1] - T[1]) * f;
    d += ` L${(x - 15).toFixed(1)},${(y + 2).toFixed(1)} Q${(x - 8).toFixed(1)},${(y + 22 + rnd() * 12).toFixed(1)} ${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return path(d + ' Z', cream);
}

/** The pie's crust edge and the lattice strips on its top. */
function pieCrust(): string[] {
  const parts = [
    path(
      `M${T[0]},${T[1]} L${B2[0]},${B2[1]} L${B2[0]},${B2[1] + 14} L${T[0]},${T[1] + 14} Z`,
      '#d98b3a',
    ),
  ];
  for (let i = 0; i < 3; i++)
    parts.push(rect(-60 + i * 50, -40 + i * -8, 36, 8, 4, '#c87a30', 'transform="rotate(-25)"'));
  return parts;
}

/** Cinnamon dusted over the top face. */
function cinnamon(rnd: Rng): string[] {
  const dots: string[] = [];
  for (let i = 0; i < 26; i++) {
    const a = rnd();
    const b = rnd() * (1 - a);
    dots.push(
      circle(
        T[0] * (1 - a - b) + B1[0] * a + B2[0] * b,
        T[1] * (1 - a - b) + B1[1] * a + B2[1] * b,
        3,
        '#a0522d',
      ),
    );
  }
  return dots;
}

/** A strawberry, a cherry or a swirl of cream on top. */
function sliceTopping(rnd: Rng): string[] {
  const top = pick(rnd, ['strawberry', 'cherry', 'cream']);
  if (top === 'strawberry')
    return [
      g(
        'translate(60,-55)',
        path('M-22,0 Q-24,-30 0,-32 Q24,-30 22,0 Q10,30 0,32 Q-10,30 -22,0 Z', '#e63946') +
          path('M-14,-28 L0,-40 L14,-28 L0,-22 Z', '#4caf50'),
      ),
    ];
  if (top === 'cherry') return [circle(60, -50, 18, '#d00000'), circle(54, -56, 5, '#ff6b6b')];
  return [
    circle(60, -48, 20, '#fffaf0'),
    circle(52, -62, 14, '#fffaf0'),
    circle(70, -60, 12, '#fff'),
  ];
}

/** The sponge and cream (or pie filling) colours the product names. */
function cakeColours(rnd: Rng, t: Traits, pie: boolean): [string, string] {
  if (pie)
    return [
      '#f0b45e',
      has(t, 'piña')
        ? '#f7d046'
        : has(t, 'manzana')
          ? '#e0a458'
          : pick(rnd, ['#f4a261', '#9b2226', '#e9c46a']),
    ];
  if (has(t, 'chocolate|fudge')) return ['#7b4a2d', '#4a2511'];
  if (has(t, 'tres leches')) return ['#fbe3a1', '#fffaf0'];
  return [
    pick(rnd, ['#f6d7a7', '#7b4a2d', '#f7c6c7', '#fbe3a1']),
    pick(rnd, ['#fff6ec', '#ffb3c6', '#6b3e26', '#fff1c1']),
  ];
}

export function drawCake(rnd: Rng, t: Traits, opts: { pie?: boolean } = {}): string {
  const pie = opts.pie ?? false;
  const [sponge, cream] = cakeColours(rnd, t, pie);
  const h = pie ? 70 : 110;
  return [
    ellipse(0, 120, 190, 40, '#fffaf2', 'stroke="#ead8c0" stroke-width="4"'),
    ellipse(0, 150, 190, 16, SHADOW),
    ...sliceSides(sponge, h),
    ...(pie ? [pieFilling(cream, h)] : cakeLayers(rnd, cream, h)),
    polygon([T, B1, B2], pie ? '#e9a04f' : cream),
    ...(pie ? pieCrust() : [frostingDrips(rnd, cream)]),
    ...(has(t, 'canela') ? cinnamon(rnd) : sliceTopping(rnd)),
  ].join('');
}
