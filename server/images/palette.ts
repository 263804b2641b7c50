/** Seeded randomness and the warm colours every drawing picks from. */

export interface Rng {
  /** uniform in [0, 1) */
  (): number;
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32 seeded from a string: the same seed always draws the same picture. */
export function rngFrom(seed: string): Rng {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: Rng, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
export const between = (rnd: Rng, min: number, max: number) => min + rnd() * (max - min);
export const chance = (rnd: Rng, p: number) => rnd() < p;

/** Background pairs (light, deeper) — creams, butter, peach, tomato, mustard. */
export const BACKGROUNDS: readonly [string, string][] = [
  ['#fff3d6', '#ffc86b'],
  ['#ffe9d2', '#ff9f5a'],
  ['#fff6e0', '#f7b733'],
  ['#ffe4cc', '#f48b5a'],
  ['#fdf0dc', '#e9a35f'],
  ['#fff1c9', '#ffb347'],
  ['#ffe8e0', '#f2876b'],
  ['#f9f1dc', '#d8b26e'],
];

/** Brand-ish accents for boxes, cups and wrappers. */
export const ACCENTS = [
  '#d62828',
  '#e63946',
  '#f77f00',
  '#c1121f',
  '#1d71b8',
  '#2a9d8f',
  '#7b2cbf',
];

/** Accepts #rgb/#rrggbb(aa), rgb()/hsl() and plain colour names; anything else falls back. */
export function safeColor(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]{3,20})$/i.test(v) ? v : fallback;
}

/** Mix a #rrggbb colour with white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  const channel = (c: number) => {
    const v = t >= 0 ? c + (255 - c) * t : c * (1 + t);
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(n >> 16)}${channel((n >> 8) & 255)}${channel(n & 255)}`;
}
