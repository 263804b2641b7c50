// The JavaScript a first visit to a page really loads: opens it in Chromium and sums the
// script responses, gzipped here so the figure does not depend on the server's encoding.
import { gzipSync } from 'node:zlib';
import { benchBrowser, benchPhone } from './phone-browser.ts';

export interface PageJs {
  gzipBytes: number;
  files: string[];
  /** scripts that carry the map library (issue 5: never on the home page) */
  mapLibraryFiles: string[];
}

/** A class name only maplibre-gl's own code contains (its geolocate control). */
const MAP_LIBRARY_MARK = 'maplibregl-ctrl-geolocate-waiting';

/**
 * Loads `path` once with an empty cache and no service worker, until the network is idle;
 * `storage` is the localStorage the visit starts with (e.g. a filled bag), none by default.
 */
export async function measurePageJs(
  baseUrl: string,
  path = '/',
  storage: Record<string, string> | null = null,
): Promise<PageJs> {
  const browser = await benchBrowser();
  try {
    // a phone first: the customers this budget is for
    const context = await benchPhone(browser);
    if (storage) {
      // written before the app's first script, on the first document of the origin only
      await context.addInitScript((entries) => {
        if (sessionStorage.getItem('bench-seeded') !== null) return;
        sessionStorage.setItem('bench-seeded', '1');
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const bodies: Promise<{ url: string; bytes: number; map: boolean }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then((body) => ({
          url: response.url(),
          bytes: gzipSync(body).byteLength,
          map: body.includes(MAP_LIBRARY_MARK),
        })),
      );
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    // the service-worker registration and other after-load imports
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    return {
      gzipBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      files: scripts.map((s) => new URL(s.url).pathname),
      mapLibraryFiles: scripts.filter((s) => s.map).map((s) => new URL(s.url).pathname),
    };
  } finally {
    await browser.close();
  }
}

// `npx tsx tests/bench/home-js.ts [path…]`: builds if needed, starts the bench server and prints
// each page's first-visit JS (home by default), without the Lighthouse runs.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('./server-process.ts');
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3299), '.data/bench');
  try {
    const paths = process.argv.slice(2);
    for (const path of paths.length ? paths : ['/']) {
      const js = await measurePageJs(server.url, path);
      console.log(`${path} JS: ${js.gzipBytes} bytes gzip in ${js.files.length} files`);
    }
  } finally {
    await server.stop();
  }
}
