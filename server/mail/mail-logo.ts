import { renderIconPng } from '../../manifest/icons.ts';
import type { ManifestBrand } from '../../manifest/manifest.ts';

/**
 * The mails' logo (issue 34): the header's and the home-screen icon's symbol, as a PNG
 * (mail clients do not all show SVG), rendered once per brand with sharp, the library the
 * server's pictures already use, and carried in the mail as a data URI so it needs no
 * request to this server. The mail layout is synchronous: the app prepares the logo when it
 * starts, and a mail rendered before that (or for another brand) simply goes without it.
 */

/** Rendered at twice the shown size, for sharp screens. */
export const MAIL_LOGO_SHOWN = 40;

const logos = new Map<string, string>();
const brandKey = (brand: ManifestBrand) => `${brand.name}|${brand.colors.join('|')}`;

/** Renders the brand's logo PNG once; later calls for the same brand do nothing. */
export async function mailLogoPrepare(brand: ManifestBrand): Promise<void> {
  const key = brandKey(brand);
  if (logos.has(key)) return;
  const png = await renderIconPng(brand, 'any', MAIL_LOGO_SHOWN * 2);
  logos.set(key, `data:image/png;base64,${png.toString('base64')}`);
}

/** The brand's logo as a PNG data URI, once prepared. */
export function mailLogo(brand: ManifestBrand): string | undefined {
  return logos.get(brandKey(brand));
}
