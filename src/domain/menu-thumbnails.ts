import type { MenuProduct } from './menu';
import { textHash } from './text-hash';

/**
 * The most the idle warm-up downloads of the menu's thumbnails, so that a category opened
 * for the first time offline shows its products' pictures (DESIGN "Offline and
 * installability", docs/images.md). The demo menu's 103 small WebP thumbnails weigh 267 KiB
 * (2.6 KiB each; server/images/thumbnails-budget.test.ts measures them). 384 KiB leaves
 * room for about half as many products again, is less than what the worker's install
 * already downloads (the app, ~420 KiB compressed), and takes about 2 s at 1.6 Mbit/s (3G),
 * fetched one at a time in idle time. A heavier menu (real photos) gets its first thumbnails
 * up to the budget; the rest show the precached placeholder offline.
 */
export const THUMBNAILS_WARM_BUDGET_BYTES = 384 * 1024;

/** The menu's product thumbnails (the small WebP every listing shows), each once, in menu order. */
export function menuThumbnails(products: readonly Pick<MenuProduct, 'images'>[]): string[] {
  const urls = new Set<string>();
  for (const p of products) if (p.images.smallWebp !== '') urls.add(p.images.smallWebp);
  return [...urls];
}

/**
 * The menu's version as far as its thumbnails go: the same list of pictures gives the same
 * version (a hash of the addresses, with their count), so a warm-up runs once per version.
 */
export function thumbnailsVersion(urls: readonly string[]): string {
  return `${urls.length}-${textHash(urls.join('\n'))}`;
}

/**
 * How often the same version is looked at again: the worker lets a picture go after 30 days
 * (or when its images cache is full), so a week after a warm-up the thumbnails it let go are
 * fetched again; those still kept cost nothing.
 */
export const THUMBNAILS_REWARM_MS = 7 * 86_400_000;

/** What the device keeps of the last warm-up: the version and when it was done. */
export function thumbnailsWarmMark(version: string, nowMs: number): string {
  return `${version}@${nowMs}`;
}

/** Whether a warm-up is due: a new version of the pictures, or the last one a week old. */
export function thumbnailsWarmDue(mark: string | null, version: string, nowMs: number): boolean {
  if (mark === null) return true;
  const at = mark.lastIndexOf('@');
  if (at < 0 || mark.slice(0, at) !== version) return true;
  const doneMs = Number(mark.slice(at + 1));
  return !Number.isFinite(doneMs) || nowMs - doneMs >= THUMBNAILS_REWARM_MS || nowMs < doneMs;
}

/** What the browser says of its connection (Network Information API, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Pictures are fetched ahead only online, never on Save-Data nor on a 2G connection. */
export function thumbnailsWarmAllowed(online: boolean, connection?: ConnectionHints): boolean {
  if (!online) return false;
  if (connection?.saveData === true) return false;
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g';
}
