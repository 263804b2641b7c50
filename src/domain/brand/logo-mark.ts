/**
 * The chain's symbol, drawn once: a burger on a 512 × 512 canvas (it spans about 42 % of it).
 * The header's logo, the manifest icons and the mails' logo are all this drawing, so the
 * brand looks the same on the home screen, in the app and in the inbox. The bun takes the
 * given colour ('currentColor' in the page, the brand's secondary colour in the icons).
 */

export const LOGO_VIEW = 512;

const PATTY = '#5b3413';
const LETTUCE = '#3f9b35';
const SEED = '#fff4d6';

const SEEDS: readonly (readonly [number, number, number])[] = [
  [200, 170, -20],
  [256, 152, 0],
  [312, 170, 20],
  [226, 206, -10],
  [290, 206, 10],
];

/** The symbol's SVG elements (no outer <svg>), the bun in `bun`. */
export function logoMarkSvg(bun: string): string {
  const seeds = SEEDS.map(
    ([x, y, r]) =>
      `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" transform="rotate(${r} ${x} ${y})"/>`,
  ).join('');
  return [
    `<path d="M96 236 Q96 118 256 118 Q416 118 416 236 Z" fill="${bun}"/>`,
    `<g fill="${SEED}">${seeds}</g>`,
    `<path d="M88 246 h336 v14 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 z" fill="${LETTUCE}"/>`,
    `<rect x="92" y="272" width="328" height="52" rx="26" fill="${PATTY}"/>`,
    `<path d="M96 334 h320 v26 q0 34 -34 34 h-252 q-34 0 -34 -34 z" fill="${bun}"/>`,
  ].join('');
}
