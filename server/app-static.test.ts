import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { post, startTestServer, type TestServer } from './test/harness.ts';

// The built app is served at / with an SPA fallback (README: one origin for app and API).
let s: TestServer;
let dist: string;
const BIG = Buffer.from(`export const rows = [${'"una fila del menú",'.repeat(4000)}];`);

/** A GET as a browser sends it, the body's bytes as they came (no decoding). */
function rawGet(url: string, encoding: string | null) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      const req = request(url, { headers: encoding ? { 'accept-encoding': encoding } : {} });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    },
  );
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'storefront-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Tienda</title></head><body><div id="root"><p class="boot__text">Cargando...</p></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // the chain's operator app, a second entry of the same build (issue 35)
  await writeFile(
    join(dist, 'operador.html'),
    '<!doctype html><html><head><title>Tienda</title><link rel="manifest" href="/operador/manifest.webmanifest" /></head><body><div id="root"></div></body></html>',
  );
  // a chunk as the build leaves it: with its .br and .gz copies (vite.config.ts)
  await writeFile(join(dist, 'assets', 'big-abc123.js'), BIG);
  await writeFile(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG));
  await writeFile(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG));
  await writeFile(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/menu/categoria/$cat/producto/$id': { js: ['/assets/product-1.js'], css: [] },
    }),
  );
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  s = await startTestServer({ env: { STATIC_DIR: dist } });
});
afterAll(async () => {
  await s.close();
  await rm(dist, { recursive: true, force: true });
});

describe('static app', () => {
  test("a bundle goes as the build's compressed copy, with its length, never compressed per request", async () => {
    const url = `${s.url}/assets/big-abc123.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(BIG))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const gz = await rawGet(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    const plain = await rawGet(url, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(BIG)).toBe(true);
  });

  test('/ and client routes answer index.html with no-cache', async () => {
    for (const path of ['/', '/menu/categoria/combos', '/profile/locations?x=1']) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Tienda</title>');
    }
  });

  test('the home screens preload the first banner; other pages do not', async () => {
    const preload =
      /<link rel="preload" as="image" type="image\/webp" href="([^"]+)" fetchpriority="high" \/>\s*<\/head>/;
    for (const path of ['/', '/menu', '/menu/']) {
      const html = await (await fetch(`${s.url}${path}`)).text();
      const href = preload.exec(html)?.[1];
      expect(href, path).toMatch(/^\/img\/banner\/1-md\.webp$/);
    }
    // the same picture the app shows first, as getImages lists it
    const images = (await post(s, '/data/getImages')).body as { data: { data: { URL: string }[] } };
    expect(images.data.data.map((r) => r.URL)).toContain('/img/banner/1-md.webp');
    const other = await (await fetch(`${s.url}/menu/categoria/combos`)).text();
    expect(other).not.toContain('rel="preload"');
  });

  test("a product page names its picture and its screen's files", async () => {
    const menu = (await post(s, '/data/getData')).body as {
      data: { menu: { I: number; N: string; images: { IMGW: string } }[] };
    };
    const product = menu.data.menu[0];
    expect(product?.images.IMGW).toMatch(/^\/img\/producto\/.+-md\.webp$/);
    const html = await (
      await fetch(`${s.url}/menu/categoria/cualquiera/producto/${product?.I}`)
    ).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js" />');
    // the picture getData gives the product
    const picture = /<link rel="preload" as="image" type="image\/webp" href="([^"]+)"/.exec(html);
    expect(picture?.[1]).toBe(product?.images.IMGW);
    // the loading screen already shows that picture and the name, where the page puts them
    expect(html).toContain(`<img class="boot__hero" src="${product?.images.IMGW}"`);
    expect(html).toContain(`<p class="boot__title">${product?.N}</p>`);
    expect(html).not.toContain('<p class="boot__text">');
    const orders = await (await fetch(`${s.url}/orders`)).text();
    expect(orders).toContain('<p class="boot__text">Cargando...</p>');
    expect(orders).not.toContain('rel="modulepreload"');
    expect(orders).not.toContain('as="image"');
    // the bag's loading screen already shows its heading, and no picture
    const cart = await (await fetch(`${s.url}/cart`)).text();
    expect(cart).toContain('<p class="boot__heading">Mi bolsa</p>');
    expect(cart).not.toContain('<p class="boot__text">');
    expect(cart).not.toContain('as="image"');
  });

  test('hashed assets are immutable; other files revalidate', async () => {
    const js = await fetch(`${s.url}/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${s.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${s.url}/assets/no-existe.js`)).status).toBe(404);
  });

  test('the SPA fallback never swallows the API or images', async () => {
    expect((await fetch(`${s.url}/api/data/getData`)).status).toBe(405);
    expect((await fetch(`${s.url}/img/producto/nada-sm.jpg`)).status).toBe(404);
    expect((await post(s, '/data/getFechaHora')).status).toBe(200);
  });

  test('/operador and every path under it answer the operator page, not the storefront', async () => {
    for (const path of ['/operador', '/operador/', '/operador/entrar', '/operador/a/b?x=1']) {
      const res = await fetch(`${s.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      const html = await res.text();
      expect(html, path).toContain('/operador/manifest.webmanifest');
      expect(html).not.toContain('boot__text');
    }
    // a path that only begins like it is the storefront's
    expect(await (await fetch(`${s.url}/operadores`)).text()).toContain('boot__text');
  });

  test("the operator app's manifest is its own: the tablet's name, scope and landscape", async () => {
    const res = await fetch(`${s.url}/operador/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({
      name: 'Burger Salvador · Tienda',
      start_url: '/operador',
      scope: '/operador',
      display: 'standalone',
      orientation: 'landscape',
      lang: 'es-SV',
    });
  });
});
