/** Small SVG string helpers. */

export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const n = (v: number) => Math.round(v * 10) / 10;

export const g = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}" ${extra}/>`;

export const polygon = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

/** Wavy band between x0..x1 around y with amplitude a and `waves` bumps (closed shape). */
export function wave(x0: number, x1: number, y: number, a: number, thick: number, waves: number) {
  const step = (x1 - x0) / waves;
  let d = `M${n(x0)},${n(y)}`;
  for (let i = 0; i < waves; i++) {
    const xa = x0 + i * step;
    d += ` Q${n(xa + step / 2)},${n(y + (i % 2 ? -a : a) * 2)} ${n(xa + step)},${n(y)}`;
  }
  d += ` L${n(x1)},${n(y - thick)} L${n(x0)},${n(y - thick)} Z`;
  return d;
}

export const num = n;
