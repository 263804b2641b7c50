import sharp from 'sharp';
import type { IconKind, ManifestBrand } from './manifest';

/**
 * The brand icon, drawn as SVG and rendered to PNG with sharp (no downloads): a burger in
 * the secondary colour on the primary colour. The 'any' icon is a rounded square; the
 * maskable one is full-bleed with the drawing scaled into the 80 % safe zone.
 */

const VIEW = 512;
/** Maskable safe zone: a centred circle of radius 40 % of the size; the burger spans ~42 %. */
const MASKABLE_SCALE = 0.8;
const PATTY = '#5b3413';
const LETTUCE = '#3f9b35';
const SEED = '#fff4d6';

function burger(bun: string): string {
  const seeds = [
    [200, 170, -20],
    [256, 152, 0],
    [312, 170, 20],
    [226, 206, -10],
    [290, 206, 10],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" transform="rotate(${r} ${x} ${y})"/>`,
    )
    .join('');
  return [
    `<path d="M96 236 Q96 118 256 118 Q416 118 416 236 Z" fill="${bun}"/>`,
    `<g fill="${SEED}">${seeds}</g>`,
    `<path d="M88 246 h336 v14 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 q-21 18 -42 0 z" fill="${LETTUCE}"/>`,
    `<rect x="92" y="272" width="328" height="52" rx="26" fill="${PATTY}"/>`,
    `<path d="M96 334 h320 v26 q0 34 -34 34 h-252 q-34 0 -34 -34 z" fill="${bun}"/>`,
  ].join('');
}

/** The icon as an SVG document `size` pixels wide. */
export function iconSvg(brand: ManifestBrand, kind: IconKind, size: number): string {
  const [primary, secondary] = brand.colors;
  const background =
    kind === 'maskable'
      ? `<rect width="${VIEW}" height="${VIEW}" fill="${primary}"/>`
      : `<rect width="${VIEW}" height="${VIEW}" rx="112" fill="${primary}"/>`;
  const scale = kind === 'maskable' ? MASKABLE_SCALE : 1;
  const offset = (VIEW * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}">` +
    background +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${burger(secondary)}</g>` +
    `</svg>`
  );
}

/** PNG bytes of the icon at `size` × `size`. */
export async function renderIconPng(
  brand: ManifestBrand,
  kind: IconKind,
  size: number,
): Promise<Buffer> {
  return sharp(Buffer.from(iconSvg(brand, kind, size)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
