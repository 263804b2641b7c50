import { describe, expect, test } from 'vitest';
import type { ImageRecord } from '../data/payloads.ts';
import { appShellIsHome, appShellWithPreload, firstBannerUrl } from './app-shell.ts';

const banner = (ref: string, ext: 'jpg' | 'webp'): ImageRecord => ({
  TIPO: 'categoria',
  FUNCION: 'BANNER',
  REFERENCIA: ref,
  EXTENSION: ext,
  URL: `/img/banner/${ref}-md.${ext}`,
});

describe('app shell', () => {
  test('the first banner in carousel order, its webp preferred', () => {
    const records = [banner('10', 'jpg'), banner('10', 'webp'), banner('9', 'jpg')];
    expect(firstBannerUrl(records)).toBe('/img/banner/9-md.jpg');
    expect(firstBannerUrl([...records, banner('9', 'webp')])).toBe('/img/banner/9-md.webp');
    expect(firstBannerUrl([{ ...banner('1', 'jpg'), FUNCION: 'card' }])).toBeNull();
  });

  test('the preload goes before </head>, attribute-escaped; none without a banner', () => {
    const html = '<html><head><title>T</title></head><body></body></html>';
    expect(appShellWithPreload(html, null)).toBe(html);
    expect(appShellWithPreload(html, '/img/a"b.jpg')).toContain(
      '<link rel="preload" as="image" href="/img/a&quot;b.jpg" fetchpriority="high" />\n  </head>',
    );
    expect(appShellWithPreload(html, '/img/b.webp')).toContain('type="image/webp"');
  });

  test('home screens are /, /menu and /jobs, with or without a trailing slash or query', () => {
    for (const path of ['/', '/menu', '/menu/', '/jobs?x=1'])
      expect(appShellIsHome(path)).toBe(true);
    for (const path of ['/cart', '/menu/categoria/combos', '/menus']) {
      expect(appShellIsHome(path)).toBe(false);
    }
  });
});
