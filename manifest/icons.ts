import sharp from 'sharp';
import { LOGO_VIEW, logoMarkSvg } from '../src/domain/brand/logo-mark.ts';
import type { IconKind, ManifestBrand } from './manifest';

/**
 * The brand icon, drawn as SVG and rendered to PNG with sharp (no downloads): the logo's
 * symbol (src/domain/brand/logo-mark.ts) in the secondary colour on the primary colour. The 'any' icon is a rounded square; the
 * maskable one is full-bleed with the drawing scaled into the 80 % safe zone.
 */

const VIEW = LOGO_VIEW;
/** Maskable safe zone: a centred circle of radius 40 % of the size; the burger spans ~42 %. */
const MASKABLE_SCALE = 0.8;

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
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${logoMarkSvg(secondary)}</g>` +
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
