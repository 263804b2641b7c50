import { readFileSync } from 'node:fs';
import escapeHtml from 'escape-html';
import { join } from 'node:path';
import { bannersFromImages } from '../../src/domain/banners.ts';
import type { ImageRecord as DomainImageRecord } from '../../src/domain/menu-data.ts';
import { productMatchesParam } from '../../src/domain/slug.ts';
import type { ImageRecord } from '../chain/chain-answers-json.ts';
import { ROUTE_PRELOADS_FILE, routePreloadsFor, type RoutePreloads } from './route-preloads.ts';

/**
 * The app's index.html, served for every page of the app. On the home screens it names
 * the first banner as a high-priority preload, so a phone starts downloading the largest
 * picture of the first screen with the HTML instead of after the script and the data.
 */

/** §2.1 the screens whose first picture is the first home banner. */
const HOME_PATHS = new Set(['/', '/menu', '/jobs']);

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

/**
 * index.html with a preload of `imageUrl` (webp or jpg) before `</head>`: after the
 * stylesheets that hold up the first paint, ahead of anything added after it.
 */
export function appShellWithPreload(html: string, imageUrl: string | null): string {
  if (imageUrl === null) return html;
  const type = imageUrl.endsWith('.webp') ? ' type="image/webp"' : '';
  const link = `<link rel="preload" as="image"${type} href="${escapeHtml(imageUrl)}" fetchpriority="high" />`;
  return html.replace('</head>', `    ${link}\n  </head>`);
}

/**
 * index.html naming the files of the page's screen (route-preloads.json): its scripts as
 * modulepreloads, its stylesheets as preloads (the app applies them when the screen opens,
 * so the loading screen is not held up by them).
 */
export function appShellWithScreen(html: string, preloads: RoutePreloads, path: string): string {
  const files = routePreloadsFor(preloads, path);
  if (files === null) return html;
  const links = [
    ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}" />`),
    ...files.css.map(
      (f) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(f)}" />`,
    ),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** What the shell needs of a product to preload its picture on its own page. */
export interface ShellProduct {
  id: number;
  urlCode: string | null;
  promo: boolean;
  /** §3.3 N, the name the page's heading shows */
  name: string;
  /** the detail picture (md webp) the product page opens with */
  picture: string;
}

const PRODUCT_PATH = /^\/menu\/categoria\/[^/]+\/(?:subcategoria\/[^/]+\/)?producto\/([^/]+)\/?$/;
const PROMO_PATH = /^\/promociones\/menu\/([^/]+)\/?$/;

/** §2.1 the product or promotion a page shows, or null for other pages and unknown ones. */
export function productShellFor(
  products: readonly ShellProduct[],
  path: string,
): ShellProduct | null {
  if (!appShellIsProduct(path)) return null;
  const clean = path.split(/[?#]/)[0] ?? '';
  const promo = PROMO_PATH.exec(clean)?.[1];
  const param = promo ?? PRODUCT_PATH.exec(clean)?.[1];
  if (param === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null;
  }
  return (
    products.find((p) => (promo === undefined || p.promo) && productMatchesParam(p, decoded)) ??
    null
  );
}

/** The loading screen of index.html, which the app's first render replaces. */
const BOOT_TEXT = '<p class="boot__text">Cargando...</p>';

/**
 * index.html whose loading screen already shows the product's picture and name where the
 * page will show them, so a phone paints them before the app's script and data arrive; the
 * app's first render replaces it. 'Cargando...' stays for screen readers.
 */
export function appShellWithProductHero(html: string, product: ShellProduct | null): string {
  if (product === null) return html;
  const hero =
    `<img class="boot__hero" src="${escapeHtml(product.picture)}" alt="${escapeHtml(product.name)}" width="640" height="480" fetchpriority="high" />` +
    `<p class="boot__title">${escapeHtml(product.name)}</p>` +
    '<p class="boot__sr">Cargando...</p>';
  return html.replace(BOOT_TEXT, hero);
}

/** The headings of the pages whose first render opens with them (cart-page, checkout-page). */
const PAGE_HEADINGS: Record<string, string> = {
  '/cart': 'Mi bolsa',
  '/checkout': 'Finalizar pedido',
};

/**
 * index.html whose loading screen already shows the page's heading where the page puts it,
 * as for a product (decision 014): the heading is those pages' largest paint on a phone, and
 * painting it with the HTML does not wait for the app's script and the menu.
 */
export function appShellWithHeading(html: string, path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  const heading = PAGE_HEADINGS[clean];
  if (heading === undefined) return html;
  const screen = `<p class="boot__heading">${escapeHtml(heading)}</p><p class="boot__sr">Cargando...</p>`;
  return html.replace(BOOT_TEXT, screen);
}

/** True for the paths of a product or promotion page. */
export function appShellIsProduct(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? '';
  return PRODUCT_PATH.test(clean) || PROMO_PATH.test(clean);
}

/** True for the paths whose first screen opens with the banners. */
export function appShellIsHome(path: string): boolean {
  const clean = path.split('?')[0] ?? '';
  return HOME_PATHS.has(clean.length > 1 ? clean.replace(/\/+$/, '') : clean);
}

/** Reads route-preloads.json of the build once; none when missing or unreadable. */
export function appShellReadPreloads(staticDir: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(join(staticDir, ROUTE_PRELOADS_FILE), 'utf8')) as RoutePreloads;
  } catch {
    return {};
  }
}

/** Reads the built index.html once; null when the app has not been built. */
export function appShellRead(staticDir: string): string | null {
  try {
    return readFileSync(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}
