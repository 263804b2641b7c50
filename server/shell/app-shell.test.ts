import { describe, expect, test } from 'vitest';
import type { ImageRecord } from '../chain/chain-answers-json.ts';
import {
  appShellIsHome,
  appShellWithPreload,
  appShellWithProductHero,
  appShellWithHeading,
  appShellWithScreen,
  firstBannerUrl,
  productShellFor,
  type ShellProduct,
} from './app-shell.ts';

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

  test("a screen's scripts are modulepreloads, its stylesheets preloads; others add nothing", () => {
    const html = '<html><head><title>T</title></head><body></body></html>';
    const preloads = { '/cart': { js: ['/assets/c.js'], css: ['/assets/c.css'] } };
    const out = appShellWithScreen(html, preloads, '/cart');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/c.js" />');
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/assets/c.css" />');
    expect(out.indexOf('/assets/c.js')).toBeLessThan(out.indexOf('</head>'));
    expect(appShellWithScreen(html, preloads, '/checkout')).toBe(html);
  });

  test("a product or promotion page's picture by id or URL code; promotions only by theirs", () => {
    const products: ShellProduct[] = [
      {
        id: 1101,
        urlCode: null,
        promo: false,
        name: 'Clásica',
        picture: '/img/producto/p1101-md.webp',
      },
      {
        id: 1301,
        urlCode: 'combo-clasica',
        promo: false,
        name: 'Combo',
        picture: '/img/producto/p1301-md.webp',
      },
      {
        id: 1901,
        urlCode: 'segundo-combo',
        promo: true,
        name: 'Segundo',
        picture: '/img/producto/p1901-md.webp',
      },
    ];
    const at = (path: string) => productShellFor(products, path)?.picture ?? null;
    expect(at('/menu/categoria/hamburguesas/producto/1101')).toBe('/img/producto/p1101-md.webp');
    expect(at('/menu/categoria/combos/subcategoria/x/producto/combo-clasica?a=1')).toBe(
      '/img/producto/p1301-md.webp',
    );
    expect(at('/promociones/menu/segundo-combo')).toBe('/img/producto/p1901-md.webp');
    expect(at('/promociones/menu/1101')).toBeNull();
    expect(at('/menu/categoria/hamburguesas/producto/9999')).toBeNull();
    expect(at('/menu/categoria/hamburguesas')).toBeNull();
    expect(at('/menu/categoria/x/producto/%E0%A4%A')).toBeNull();
  });

  test("a product page's loading screen shows its picture and name, escaped", () => {
    const html = '<div id="root"><p class="boot__text">Cargando...</p></div>';
    const product: ShellProduct = {
      id: 1,
      urlCode: null,
      promo: false,
      name: 'Papas "grandes" <b>',
      picture: '/img/producto/p1-md.webp',
    };
    const out = appShellWithProductHero(html, product);
    expect(out).toContain('<img class="boot__hero" src="/img/producto/p1-md.webp"');
    expect(out).toContain('alt="Papas &quot;grandes&quot; &lt;b&gt;"');
    expect(out).toContain('<p class="boot__title">Papas &quot;grandes&quot; &lt;b&gt;</p>');
    expect(out).toContain('<p class="boot__sr">Cargando...</p>');
    expect(out).not.toContain('boot__text');
    expect(appShellWithProductHero(html, null)).toBe(html);
  });

  test('the bag and checkout loading screens show their heading, and no other page does', () => {
    const html = '<div id="root"><p class="boot__text">Cargando...</p></div>';
    const cart = appShellWithHeading(html, '/cart/');
    expect(cart).toContain('<p class="boot__heading">Mi bolsa</p>');
    expect(cart).toContain('<p class="boot__sr">Cargando...</p>');
    expect(cart).not.toContain('boot__text');
    expect(appShellWithHeading(html, '/checkout?paso=2')).toContain(
      '<p class="boot__heading">Finalizar pedido</p>',
    );
    for (const path of ['/', '/orders', '/cartera', '/checkout/extra']) {
      expect(appShellWithHeading(html, path)).toBe(html);
    }
  });
});
