import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jwtVerify } from 'jose';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// 2026-11-22 21:04:05 UTC is 15:04:05 in El Salvador (UTC-6)
const NOW = new Date('2026-11-22T21:04:05Z');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock: () => NOW });
});
afterAll(async () => {
  await s.close();
});

type Obj = Record<string, unknown>;
const list = (v: unknown) => v as Obj[];

describe('auth/guest', () => {
  test('answers a guest token signed with TOKEN_SECRET', async () => {
    const r = await post(s, '/auth/guest');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: 'OK' });
    const { payload } = await jwtVerify(
      String(r.body.token),
      new TextEncoder().encode(s.config.secrets.token),
      { currentDate: NOW },
    );
    expect(payload.typ).toBe('guest');
    expect(payload.sub).toMatch(/^g-/);
    expect(payload.exp! - payload.iat!).toBe(7 * 86_400);
  });
});

describe('data/getData', () => {
  test('menu, categories with images and the parameters', async () => {
    const r = await post(s, '/data/getData');
    expect(r.status).toBe(200);
    expect(r.body.codigoRetorno).toBe('00');
    const data = r.body.data as Obj;
    for (const key of ['categorias', 'menu', 'tamanios', 'masas', 'promos', 'horarios']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    for (const key of ['mensajes', 'opcionGroup', 'ingEsp', 'ingTop', 'carrusel', 'banners']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect(data.pais).toEqual({ iso_code: 'SV' });
    expect(data.moneda).toEqual({ codigo: 'USD', simbolo: '$' });
    const cats = list(data.categorias);
    expect(cats.map((c) => c.cat)).toEqual([1, 2, 3]);
    expect(cats[0]).toMatchObject({ nombre: 'Hamburguesas', img: '/img/categoria/1-md.jpg' });
    expect(cats[0]!.imgw).toBe('/img/categoria/1-md.webp');
    expect(cats[2]).toMatchObject({ idpad: 2 });
    const menu = list(data.menu);
    expect(menu).toHaveLength(3);
    expect(menu[1]).toMatchObject({ I: 102, TIP: 'CMB', P: 5.99, NW: 'S', T: 3 });
    expect(menu[0]!.images).toEqual({
      TMB: '/img/producto/hamb-clasica-sm.jpg',
      TMBW: '/img/producto/hamb-clasica-sm.webp',
      IMG: '/img/producto/hamb-clasica-md.jpg',
      IMGW: '/img/producto/hamb-clasica-md.webp',
    });
    expect(data.opcionGroup).toEqual([{ IDOGR: 9, NOMBRE: 'Bebida' }]);
    expect(data.ingEsp).toEqual([{ I: 502, N: 'Salsa de la casa', PA: 0 }]);
    expect(list(data.ingTop).map((i) => i.I)).toEqual([501, 503]);
    expect(data.carrusel).toEqual([102, 101]);
    expect(list(data.banners)[0]).toMatchObject({ I: 1, IMG: '/img/banner/1-md.jpg' });
    expect(list(data.banners)[0]).not.toHaveProperty('COLORES');
    expect(data.parametros).toMatchObject({
      MONTO_MINIMO: '7.50',
      MAX_ITEMS: '25',
      NOMBRE_CADENA: 'Burger Salvador',
    });
  });

  test('is served from cache with a weak ETag and opt-in 304', async () => {
    const a = await post(s, '/data/getData');
    const etag = a.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${s.url}/api/data/getData`, {
      method: 'POST',
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  test('an image URL from getData serves a JPEG with immutable caching', async () => {
    const r = await post(s, '/data/getData');
    const url = (list((r.body.data as Obj).menu)[0]!.images as Obj).TMB as string;
    // the generator may not have run in tests: place a tiny image where the URL points
    const file = join(s.dataDir, url);
    await mkdir(join(file, '..'), { recursive: true });
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
      'base64',
    );
    await writeFile(file, jpeg);
    const img = await fetch(`${s.url}${url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await img.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const missing = await fetch(`${s.url}/img/producto/no-existe-sm.jpg`);
    expect(missing.status).toBe(404);
  });
});

describe('data/getImages', () => {
  test('image records for categories, products and banners', async () => {
    const r = await post(s, '/data/getImages', { background: 'true' });
    expect(r.status).toBe(200);
    const records = list((r.body.data as Obj).data);
    expect(records.length).toBe(3 * 2 + 3 * 2 + 1 * 2);
    expect(records).toContainEqual({
      TIPO: 'producto',
      FUNCION: 'card',
      REFERENCIA: 'combo-clasico',
      EXTENSION: 'webp',
      URL: '/img/producto/combo-clasico-md.webp',
    });
    const banner = records.find((x) => x.FUNCION === 'BANNER' && x.EXTENSION === 'jpg');
    expect(banner).toEqual({
      TIPO: 'categoria',
      FUNCION: 'BANNER',
      REFERENCIA: '1',
      EXTENSION: 'jpg',
      URL: '/img/banner/1-md.jpg',
      LINK: '/menu/categoria/combos',
      N: 'Combos de temporada',
    });
  });

  test('also accepts the body as multipart and no body at all', async () => {
    const fd = new FormData();
    fd.append('background', 'true');
    expect((await post(s, '/data/getImages', fd)).status).toBe(200);
    expect((await post(s, '/data/getImages')).status).toBe(200);
  });
});

describe('data/getCatalogos', () => {
  test('departments, cities, districts, shops and their hours', async () => {
    const r = await post(s, '/data/getCatalogos');
    expect(r.status).toBe(200);
    expect(r.body.departamentos).toEqual([{ C: 'SS', N: 'San Salvador' }]);
    expect(r.body.ciudades).toEqual([{ C: 'SSA', D: 'SS', N: 'San Salvador' }]);
    expect(list(r.body.colonias)[0]).toMatchObject({ C: 'ESC', CI: 'SSA' });
    const shop = list(r.body.tiendas)[0]!;
    expect(shop).toMatchObject({ I: 10, N: 'Centro', DEP: 'SS', CIU: 'SSA', CODIGO: 'T10' });
    expect(shop).not.toHaveProperty('HORARIOS');
    expect(r.body.horariosTiendas).toEqual([
      { IDTDA: 10, DIA: 0, HA: '08:00', HC: '20:00' },
      { IDTDA: 10, DIA: 1, HA: '07:00', HC: '22:00' },
    ]);
  });
});

describe('data/getFechaHora', () => {
  test('server time in El Salvador from the injected clock', async () => {
    const r = await post(s, '/data/getFechaHora');
    expect(r.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      fecha: '2026-11-22T15:04:05-06:00',
    });
  });
});

describe('every response', () => {
  test('carries the ck header with a 32-character key', async () => {
    for (const r of [await post(s, '/auth/guest'), await post(s, '/no/existe')]) {
      expect(r.headers.get('ck')).toMatch(/^\/api\/k\/[0-9a-f]{32}$/);
    }
  });
});
