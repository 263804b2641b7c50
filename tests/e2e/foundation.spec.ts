import { expect, test } from '@playwright/test';

interface WireProduct {
  I: number;
  TIP: string;
  H: number;
  T: number;
  images: { TMB: string; TMBW: string; IMG: string; IMGW: string };
}
interface WireCategory {
  cat: number;
  nombre: string;
  idpad: number | null;
}

test.describe('the ordering server on the same origin as the app', () => {
  test('serves the demo chain menu with every product type and real images', async ({
    request,
  }) => {
    const res = await request.post('/api/data/getData');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.codigoRetorno).toBe('00');
    const categories: WireCategory[] = body.data.categorias;
    const products: WireProduct[] = body.data.menu;
    const mains = categories.filter((c) => c.idpad === null);
    expect(mains.length).toBeGreaterThanOrEqual(8);
    const byId = new Map(categories.map((c) => [c.cat, c]));
    const inMain = (id: number): boolean => {
      const seen = new Set<number>();
      for (let c = byId.get(id); c; c = c.idpad === null ? undefined : byId.get(c.idpad)) {
        if (seen.has(c.cat)) return false;
        seen.add(c.cat);
        if (c.idpad === null) return true;
      }
      return false;
    };
    const visible = products.filter((p) => p.H === 0 && p.I >= 1 && inMain(p.T));
    expect(visible.length).toBeGreaterThanOrEqual(60);
    const types = new Set(products.map((p) => p.TIP));
    for (const type of ['PRD', 'CMB', 'ATP', 'ESM', 'ESF', 'PROMO']) expect(types).toContain(type);

    const image = await request.get(visible[0]!.images.IMG);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['cache-control']).toContain('max-age=31536000');
    expect((await image.body()).byteLength).toBeGreaterThan(1000);
    const webp = await request.get(visible[0]!.images.TMBW);
    expect(webp.headers()['content-type']).toBe('image/webp');
  });

  test('answers the other foundation calls', async ({ request }) => {
    const catalogos = await (await request.post('/api/data/getCatalogos')).json();
    expect(catalogos.tiendas.length).toBeGreaterThanOrEqual(12);
    expect(catalogos.departamentos.length).toBeGreaterThanOrEqual(4);
    const images = await (await request.post('/api/data/getImages')).json();
    expect(images.data.data.some((r: { FUNCION: string }) => r.FUNCION === 'BANNER')).toBe(true);
    const time = await (await request.post('/api/data/getFechaHora')).json();
    expect(time.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-06:00$/);
    const guest = await request.post('/api/auth/guest');
    expect((await guest.json()).token).toEqual(expect.any(String));
    expect(guest.headers()['ck']).toMatch(/\/[A-Za-z0-9]{32}$/);
  });

  test('refuses a GET with a Spanish message', async ({ request }) => {
    const res = await request.get('/api/data/getData');
    expect(res.status()).toBe(405);
    const body = await res.json();
    expect(body.codigoRetorno).toBe('02');
    expect(body.mensajeRetorno).toMatch(/POST/);
  });
});

test.describe('the first page', () => {
  test('lists the menu categories from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Nuestro menú' })).toBeVisible();
    const links = page.getByRole('main').getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('link', { name: /Hamburguesas/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-SV');
  });
});
