import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bannersFromImages } from '../../src/domain/banners.ts';
import type { ImageRecord as DomainImageRecord } from '../../src/domain/menu-data.ts';
import type { ImageRecord } from '../data/payloads.ts';

/**
 * The app's index.html, served for every page of the app. On the home screens it names
 * the first banner as a high-priority preload, so a phone starts downloading the largest
 * picture of the first screen with the HTML instead of after the script and the data.
 */

/** §2.1 the screens whose first picture is the first home banner. */
const HOME_PATHS = new Set(['/', '/menu', '/jobs']);

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The picture the home carousel shows first (its webp, else its jpg), or null. */
export function firstBannerUrl(records: readonly ImageRecord[]): string | null {
  const domain: DomainImageRecord[] = records.map((r) => ({
    kind: r.TIPO,
    role: r.FUNCION,
    reference: r.REFERENCIA,
    extension: r.EXTENSION,
    url: r.URL,
    link: r.LINK ?? null,
    alt: r.N ?? '',
  }));
  const first = bannersFromImages(domain)[0];
  return first ? (first.webp ?? first.jpg) : null;
}

/** index.html with a preload of `imageUrl` (webp or jpg) before `</head>`. */
export function appShellWithPreload(html: string, imageUrl: string | null): string {
  if (imageUrl === null) return html;
  const type = imageUrl.endsWith('.webp') ? ' type="image/webp"' : '';
  const link = `<link rel="preload" as="image"${type} href="${escapeAttr(imageUrl)}" fetchpriority="high" />`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

/** True for the paths whose first screen opens with the banners. */
export function appShellIsHome(path: string): boolean {
  const clean = path.split('?')[0] ?? '';
  return HOME_PATHS.has(clean.length > 1 ? clean.replace(/\/+$/, '') : clean);
}

/** Reads the built index.html once; null when the app has not been built. */
export function appShellRead(staticDir: string): string | null {
  try {
    return readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
