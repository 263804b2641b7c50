import {
  type ConnectionHints,
  menuThumbnails,
  THUMBNAILS_WARM_BUDGET_BYTES,
  thumbnailsVersion,
  thumbnailsWarmAllowed,
  thumbnailsWarmDue,
  thumbnailsWarmMark,
} from '../../domain/menu-thumbnails';
import type { MenuProduct } from '../../domain/menu';

/** What the warm-up needs from the browser (the page's, or a test's). */
export interface ThumbnailsWarmPage {
  online(): boolean;
  connection(): ConnectionHints | undefined;
  /** whether a service worker controls the page (waiting a little for one), so that what
   * the page fetches goes through it into its images cache */
  controlled(): Promise<boolean>;
  cached(url: string): Promise<boolean>;
  /** fetches `url` (through the worker), answering its size in bytes; throws on failure */
  download(url: string): Promise<number>;
  now(): number;
  /** what the device keeps of the last warm-up (thumbnailsWarmMark) */
  storedMark(): string | null;
  storeMark(mark: string): void;
}

export type ThumbnailsWarmResult = 'not-allowed' | 'already' | 'done' | 'budget' | 'stopped';

/** Where the last warm-up's version and time are kept on the device. */
const THUMBNAILS_WARM_KEY = 'thumbnails-warm';

/**
 * Fetches the menu's thumbnails not yet cached, one at a time, so that the worker keeps them
 * for offline (sw/sw.ts, images-v1), at most THUMBNAILS_WARM_BUDGET_BYTES, once per version
 * of the menu's pictures (and again a week later for those the worker let go). It stops at
 * the first failure or when the connection drops; the version is kept only once the list (or
 * the budget) is done, so an interrupted warm-up runs again next time.
 */
export async function thumbnailsWarm(
  products: readonly Pick<MenuProduct, 'images'>[],
  page: ThumbnailsWarmPage,
): Promise<ThumbnailsWarmResult> {
  if (!thumbnailsWarmAllowed(page.online(), page.connection())) return 'not-allowed';
  const urls = menuThumbnails(products);
  const version = thumbnailsVersion(urls);
  if (!thumbnailsWarmDue(page.storedMark(), version, page.now())) return 'already';
  if (!(await page.controlled())) return 'stopped';
  let spent = 0;
  for (const url of urls) {
    if (spent >= THUMBNAILS_WARM_BUDGET_BYTES) {
      page.storeMark(thumbnailsWarmMark(version, page.now()));
      return 'budget';
    }
    if (!thumbnailsWarmAllowed(page.online(), page.connection())) return 'stopped';
    if (await page.cached(url)) continue;
    try {
      spent += await page.download(url);
    } catch {
      return 'stopped';
    }
  }
  page.storeMark(thumbnailsWarmMark(version, page.now()));
  return 'done';
}

/** How long the warm-up waits for a worker just activated to take control of the page. */
const CONTROL_WAIT_MS = 5_000;

async function controlled(): Promise<boolean> {
  const sw = navigator.serviceWorker;
  if (sw.controller) return true;
  // a first visit: the worker installs (the app's precache) and then claims the page
  await sw.ready;
  if (sw.controller) return true;
  return new Promise((resolve) => {
    const done = () => resolve(sw.controller !== null);
    sw.addEventListener('controllerchange', done, { once: true });
    setTimeout(done, CONTROL_WAIT_MS);
  });
}

async function download(url: string): Promise<number> {
  const res = await fetch(url, { priority: 'low' });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return (await res.arrayBuffer()).byteLength;
}

/** The browser's page for thumbnailsWarm. */
const browserPage: ThumbnailsWarmPage = {
  online: () => navigator.onLine,
  connection: () => (navigator as Navigator & { connection?: ConnectionHints }).connection,
  controlled,
  cached: async (url) => (await caches.match(url)) !== undefined,
  download,
  now: () => Date.now(),
  storedMark: () => {
    try {
      return localStorage.getItem(THUMBNAILS_WARM_KEY);
    } catch {
      return null;
    }
  },
  storeMark: (mark) => {
    try {
      localStorage.setItem(THUMBNAILS_WARM_KEY, mark);
    } catch {
      // private mode or full storage: the next visit simply checks the cache again
    }
  },
};

/** Warms the menu's thumbnails in this page. */
export function thumbnailsWarmStart(
  products: readonly Pick<MenuProduct, 'images'>[],
): Promise<ThumbnailsWarmResult> {
  return thumbnailsWarm(products, browserPage);
}
