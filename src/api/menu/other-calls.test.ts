import { afterEach, describe, expect, it } from 'vitest';
import { transportSet } from '../transport';
import { getCatalogos, getCatalogosResponseSchema } from './get-catalogos';
import { getFechaHora, serverTimeOrDeviceClock, serverTimeQueryOptions } from './get-fecha-hora';
import { getImagesResponseSchema, imagesQueryOptions } from './get-images';

const answer = (body: object) => () =>
  Promise.resolve(new Response(JSON.stringify({ codigoRetorno: '00', ...body })));

afterEach(() => transportSet(null));

describe('data/getImages adapter', () => {
  it('maps image records and keeps banners with their link and alt text', () => {
    const records = getImagesResponseSchema.parse({
      codigoRetorno: '00',
      data: {
        data: [
          {
            TIPO: 'producto',
            FUNCION: 'card',
            REFERENCIA: 'P101',
            EXTENSION: 'webp',
            URL: '/img/producto/P101-sm.webp',
          },
          {
            TIPO: 'categoria',
            FUNCION: 'BANNER',
            REFERENCIA: 3,
            EXTENSION: 'jpg',
            URL: '/img/banner/3-md.jpg',
            LINK: '/menu/categoria/pollo',
            N: 'Pollo los martes',
          },
          { TIPO: 'video', FUNCION: 'card', REFERENCIA: 'x', EXTENSION: 'mp4', URL: '/x' },
        ],
      },
    });
    expect(records).toEqual([
      {
        kind: 'producto',
        role: 'card',
        reference: 'P101',
        extension: 'webp',
        url: '/img/producto/P101-sm.webp',
        link: null,
        alt: '',
      },
      {
        kind: 'categoria',
        role: 'BANNER',
        reference: '3',
        extension: 'jpg',
        url: '/img/banner/3-md.jpg',
        link: '/menu/categoria/pollo',
        alt: 'Pollo los martes',
      },
    ]);
  });

  it('caches images indefinitely without refetching on mount', () => {
    expect(imagesQueryOptions()).toMatchObject({
      queryKey: ['images'],
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnMount: false,
    });
  });
});

describe('data/getCatalogos adapter', () => {
  const sample = {
    codigoRetorno: '00',
    departamentos: [{ C: 'SS', N: 'San Salvador' }],
    ciudades: [
      { C: 'SS01', D: 'SS', N: 'San Salvador' },
      { C: 'SYS', D: 'SS', N: 'Sistema' },
    ],
    colonias: [{ C: 'C1', CI: 'SS01', N: 'Escalón', LAT: 13.7, LNG: -89.24 }],
    tiendas: [
      {
        I: 1,
        CODIGO: 'T01',
        N: 'Escalón',
        D: 'Restaurante Escalón',
        DEP: 'SS',
        CIU: 'SS01',
        LAT: 13.7,
        LNG: -89.2,
        DIR: 'Paseo General Escalón',
        BUSQUEDA: 'Restaurante Delivery',
        OPCIONES: ['MOSTRADOR'],
        HORARIOS: [{ DIA: 0, HA: '08:00', HC: '21:00' }],
      },
    ],
    horariosTiendas: [{ IDTDA: 1, DIA: 1, HA: '07:00', HC: '22:00' }],
  };

  it('maps departments, cities, districts, shops and hours', () => {
    const catalogs = getCatalogosResponseSchema.parse(sample);
    expect(catalogs.cities).toHaveLength(2);
    expect(catalogs.districts[0]).toEqual({
      code: 'C1',
      cityCode: 'SS01',
      name: 'Escalón',
      latitude: 13.7,
      longitude: -89.24,
    });
    expect(catalogs.shops[0]).toMatchObject({
      id: 1,
      code: 'T01',
      cityCode: 'SS01',
      completeAddress: 'Paseo General Escalón',
      hours: [{ shopId: 1, weekday: 0, openingTime: '08:00', closingTime: '21:00' }],
    });
    const flat = getCatalogosResponseSchema.parse({
      ...sample,
      tiendas: sample.tiendas.map(({ HORARIOS: _h, ...shop }) => shop),
    });
    expect(flat.shops[0]?.hours).toEqual([
      { shopId: 1, weekday: 1, openingTime: '07:00', closingTime: '22:00' },
    ]);
    expect(catalogs.shopHours).toEqual([
      { shopId: 1, weekday: 1, openingTime: '07:00', closingTime: '22:00' },
    ]);
  });

  it('returns null when the catalogue load fails (§8.2)', async () => {
    transportSet(() => Promise.resolve(new Response('basura', { status: 500 })));
    await expect(getCatalogos()).resolves.toBeNull();
    transportSet(answer(sample));
    await expect(getCatalogos()).resolves.toMatchObject({ departments: [{ code: 'SS' }] });
  });

  it('throws with no connection, so the cached catalogues stay (offline)', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    await expect(getCatalogos()).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('data/getFechaHora adapter', () => {
  it('gives the server instant and the device clock offset', async () => {
    transportSet(answer({ fecha: '2026-11-22T15:04:05-06:00' }));
    const deviceNow = Date.UTC(2026, 10, 22, 21, 0, 0);
    const time = await getFechaHora(() => deviceNow);
    expect(time).toEqual({
      fecha: '2026-11-22T15:04:05-06:00',
      epochMs: Date.UTC(2026, 10, 22, 21, 4, 5),
      offsetMs: 245_000,
    });
    expect(serverTimeQueryOptions().queryKey).toEqual(['server-time']);
  });

  it('rejects a fecha without an offset', async () => {
    transportSet(answer({ fecha: '2026-11-22 15:04' }));
    await expect(getFechaHora()).rejects.toMatchObject({ code: 'PARSE' });
  });

  it('offline, the device clock stands in and is stale at once', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    const deviceNow = Date.UTC(2026, 10, 22, 21, 0, 0);
    const time = await serverTimeOrDeviceClock(() => deviceNow);
    expect(time).toEqual({
      fecha: '2026-11-22T15:00:00-06:00',
      epochMs: deviceNow,
      offsetMs: 0,
      estimated: true,
    });
  });

  it('a garbled answer is still an error, not an estimate', async () => {
    transportSet(answer({ fecha: 'ayer' }));
    await expect(serverTimeOrDeviceClock()).rejects.toMatchObject({ code: 'PARSE' });
  });
});
