import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';

// DESIGN "Offline and installability": the worker controls the page, the menu opens with
// no network, and Chromium finds nothing missing to install the app.

const MENU_CACHE = 'menu-calls-v1';

/** Resolves once a service worker is active for the page's scope. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** True once the worker stored the data/getData answer (keyed by URL plus body hash). */
async function menuCached(page: Page): Promise<boolean> {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.some((k) => new URL(k.url).pathname.endsWith('/data/getData'));
  }, MENU_CACHE);
}

/** Drops the app's persisted query cache (idb-keyval's default store), so the next load
 * has to ask for the menu again, through the worker. */
async function forgetPersistedQueries(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete('query-cache');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Resolves once the worker controls the page (it claims its clients on activation). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The pictures in view that show nothing: still loading, or failed (the browser's
 * broken-image icon has no natural width). Lazy pictures in view load at once.
 */
async function picturesNotShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const inView =
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < innerHeight &&
          box.right > 0 &&
          box.left < innerWidth;
        return inView && img.checkVisibility();
      })
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

/** The sources of the pictures in view, once all of them show. */
async function picturesShown(page: Page): Promise<string[]> {
  await expect.poll(() => picturesNotShown(page)).toEqual([]);
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && img.checkVisibility();
      })
      .map((img) => new URL(img.currentSrc || img.src).pathname),
  );
}

/** Every product thumbnail (small WebP) of the demo seed, as the server names them. */
async function seedThumbnails(): Promise<string[]> {
  const chain = JSON.parse(await readFile('server/seed/demo-chain.json', 'utf8')) as {
    productos: { IS: string }[];
  };
  return [...new Set(chain.productos.map((p) => `/img/producto/${p.IS}-sm.webp`))];
}

/** The product thumbnails the worker keeps for offline. */
async function thumbnailsCached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const key of await (await caches.open(name)).keys()) {
        const path = new URL(key.url).pathname;
        if (/^\/img\/producto\/.+-sm\.webp$/.test(path)) paths.push(path);
      }
    return paths;
  });
}

/** The main categories' pages home links to (not its products' pages). */
async function categoryPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/menu/categoria/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => /^\/menu\/categoria\/[^/]+$/.test(href));
}

async function expectMenu(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  await expect(page.locator('a[href^="/menu/categoria/"]').first()).toBeVisible();
}

test.describe('installable and offline', () => {
  test('the service worker controls the page after load and reload', async ({ page }) => {
    await page.goto('/');
    await serviceWorkerActive(page);
    await page.reload();
    await expectMenu(page);
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(controller).toMatch(/\/sw\.js$/);
  });

  test('a reload with no network shows the menu, and a category opens', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectMenu(page);
    await serviceWorkerActive(page);
    // the first answers came before the worker and the app keeps them in IndexedDB; with
    // that copy gone the next load asks again, through the worker, which stores the answer
    await forgetPersistedQueries(page);
    await page.reload();
    await expectMenu(page);
    await expect.poll(() => menuCached(page)).toBe(true);
    const href = await page.locator('a[href^="/menu/categoria/"]').first().getAttribute('href');

    // offline, with the app's own copy gone too: the worker's copy alone shows the menu
    await context.setOffline(true);
    await forgetPersistedQueries(page);
    await page.reload();
    await expectMenu(page);

    // full navigations to other routes: the worker answers the precached app shell and
    // the route's lazily loaded chunk comes from the precache too
    await page.goto('/menu');
    await expectMenu(page);
    expect(new URL(page.url()).pathname).toBe('/menu');
    await page.goto(href ?? '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sin conexión')).toHaveCount(0);
    await context.setOffline(false);
  });

  test('pictures never seen online show a picture offline, never a broken image', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectMenu(page);
    await serviceWorkerActive(page);
    await serviceWorkerControls(page);
    const categories = await categoryPaths(page);

    // a category and a product page opened for the first time with no network
    await context.setOffline(true);
    await page.goto(categories.at(-1) ?? '/menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.product-card__link').first()).toBeVisible();
    await picturesShown(page);
    const product = await page.locator('.product-card__link').first().getAttribute('href');
    await page.goto(product ?? '/');
    await expect(page.locator('.product-detail__image')).toBeVisible();
    expect(await picturesShown(page)).toContain('/img/placeholder-sm.jpg');
    await context.setOffline(false);
  });

  test("the menu's thumbnails are kept once the menu has loaded, and show offline", async ({
    page,
    context,
  }) => {
    const thumbnails = await seedThumbnails();
    await page.goto('/');
    await expectMenu(page);
    await serviceWorkerActive(page);
    // fetched in idle time after the menu, without the customer opening any category
    const missing = async () => {
      const cached = await thumbnailsCached(page);
      return thumbnails.filter((t) => !cached.includes(t)).length;
    };
    await expect.poll(missing, { timeout: 20_000 }).toBe(0);
    const categories = await categoryPaths(page);

    await context.setOffline(true);
    await page.goto(categories.at(-1) ?? '/menu');
    await expect(page.locator('.product-card__link').first()).toBeVisible();
    const shown = await picturesShown(page);
    expect(shown.filter((src) => src.startsWith('/img/producto/')).length).toBeGreaterThan(0);
    expect(shown).not.toContain('/img/placeholder-sm.jpg');
    await context.setOffline(false);
  });

  test('menu calls not cached answer a 503 envelope offline; other calls are untouched', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await serviceWorkerActive(page);
    await page.reload();
    await expectMenu(page);
    await context.setOffline(true);
    const answers = await page.evaluate(async () => {
      const call = async (path: string, body: string) => {
        try {
          const res = await fetch(`/api/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          return { status: res.status, json: (await res.json()) as Record<string, unknown> };
        } catch {
          return { status: 0, json: {} };
        }
      };
      return {
        uncached: await call('data/getData', 'otro=1'),
        other: await call('data/getFechaHora', ''),
      };
    });
    await context.setOffline(false);
    expect(answers.uncached.status).toBe(503);
    expect(answers.uncached.json.codigoRetorno).toBe('02');
    expect(String(answers.uncached.json.mensajeRetorno)).toMatch(/^Sin conexión/);
    expect(answers.other.status).toBe(0);
  });

  test('the manifest and its icons make the app installable', async ({ request, baseURL }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      lang: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.lang).toBe('es-SV');
    const kinds = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }

    // incognito-like contexts always report 'in-incognito': use a real profile
    const profile = await mkdtemp(join(tmpdir(), 'pwa-profile-'));
    const { launchOptions } = test.info().project.use;
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      ...(baseURL ? { baseURL } : {}),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expectMenu(page);
      await serviceWorkerActive(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => {
          const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
          return installabilityErrors.map((e) => e.errorId);
        })
        .toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
