import { createHash } from 'node:crypto';

/**
 * The web app manifest (DESIGN "Offline and installability"), built from the brand of the
 * server configuration: Spanish name and short name, es-SV, standalone, brand colours and
 * the generated icons (192, 512 and a maskable 512).
 */

export interface ManifestBrand {
  name: string;
  /** [primary, secondary] as #rrggbb */
  colors: readonly [string, string];
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
}

export type IconKind = 'any' | 'maskable';

export interface IconFile {
  /** file name under /icons/ */
  file: string;
  size: number;
  kind: IconKind;
  /** listed in the manifest (the Apple touch icon is linked from index.html instead) */
  inManifest: boolean;
}

/** Bump when the drawing in icons.ts changes, so installed icons are replaced. */
export const ICON_VERSION = 1;
export const ICONS_PATH = '/icons/';
export const APPLE_TOUCH_ICON = 'apple-touch-icon.png';
const SHORT_NAME_MAX = 12;

/** The launcher label: the whole name when it fits 12 characters, else its leading words. */
export function shortName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= SHORT_NAME_MAX) return clean;
  let out = '';
  for (const word of clean.split(' ')) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    out = next;
  }
  return out || clean.slice(0, SHORT_NAME_MAX);
}

/** Short content hash of what the icons depend on, part of their (immutable) names. */
export function iconHash(brand: ManifestBrand): string {
  return createHash('sha256')
    .update(`${ICON_VERSION}|${brand.colors.join('|')}`)
    .digest('hex')
    .slice(0, 10);
}

/** Every icon file of a brand: hashed manifest icons plus the fixed-name Apple icon. */
export function iconFiles(brand: ManifestBrand): IconFile[] {
  const h = iconHash(brand);
  return [
    { file: `icon-192-${h}.png`, size: 192, kind: 'any', inManifest: true },
    { file: `icon-512-${h}.png`, size: 512, kind: 'any', inManifest: true },
    { file: `icon-maskable-512-${h}.png`, size: 512, kind: 'maskable', inManifest: true },
    { file: APPLE_TOUCH_ICON, size: 180, kind: 'maskable', inManifest: false },
  ];
}

export function buildManifest(brand: ManifestBrand): WebAppManifest {
  const [primary] = brand.colors;
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    description: `Pide en línea en ${brand.name}: menú, promociones y entrega a domicilio en El Salvador.`,
    lang: 'es-SV',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: primary,
    background_color: primary,
    categories: ['food', 'shopping'],
    icons: iconFiles(brand)
      .filter((icon) => icon.inManifest)
      .map((icon) => ({
        src: `${ICONS_PATH}${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.kind,
      })),
  };
}
