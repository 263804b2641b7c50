import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

// GET /manifest.webmanifest and /icons/*.png over real HTTP, with a configured brand.
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({
    chain: null,
    env: {
      BRAND_NAME: 'Hamburguesas del Volcán',
      BRAND_COLOR_PRIMARY: '#0a7d3b',
      BRAND_COLOR_SECONDARY: '#ffd23f',
    },
  });
});
afterAll(async () => {
  await s.close();
});

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  description: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifest(): Promise<{ res: Response; body: Manifest }> {
  const res = await fetch(`${s.url}/manifest.webmanifest`);
  return { res, body: (await res.json()) as Manifest };
}

describe('GET /manifest.webmanifest', () => {
  test('is the brand manifest in Spanish with the manifest content type', async () => {
    const { res, body } = await manifest();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(body).toMatchObject({
      name: 'Hamburguesas del Volcán',
      lang: 'es-SV',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0a7d3b',
      background_color: '#0a7d3b',
    });
    expect(body.short_name.length).toBeLessThanOrEqual(12);
    expect(body.short_name).toBe('Hamburguesas');
    expect(body.description).toMatch(/Pide en línea/);
  });

  test('lists 192, 512 and a maskable 512 icon that are real PNGs of that size', async () => {
    const { body } = await manifest();
    const summary = body.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`);
    expect(summary).toEqual([
      '192x192 any image/png',
      '512x512 any image/png',
      '512x512 maskable image/png',
    ]);
    for (const icon of body.icons) {
      const res = await fetch(`${s.url}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    expect(existsSync(join(s.dataDir, 'icons', 'apple-touch-icon.png'))).toBe(true);
  });

  test('serves the Apple touch icon and refuses unknown icon names', async () => {
    const apple = await fetch(`${s.url}/icons/apple-touch-icon.png`);
    expect(apple.status).toBe(200);
    expect((await sharp(Buffer.from(await apple.arrayBuffer())).metadata()).width).toBe(180);
    for (const name of ['otro.png', '..%2Fsecreto', 'icon-192-0000000000.png']) {
      expect((await fetch(`${s.url}/icons/${name}`)).status, name).toBe(404);
    }
  });
});
