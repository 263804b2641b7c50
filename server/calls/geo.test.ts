import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { geoDistanceKm } from '../../src/domain/geo/geo-distance.ts';
import { coverageSample } from '../../src/test/coverage-builders.ts';
import { CHAIN_RECHECK_MS } from '../chain/chain-cache.ts';
import * as t from '../db/schema/index.ts';
import { loadChain } from '../seed/load.ts';
import type { ChainData } from '../seed/schema.ts';
import {
  demoChain,
  formBody,
  MONDAY_NOON,
  startGuestServer,
  type GuestServer,
} from '../test/guest-calls.ts';
import { post, type TestServer } from '../test/harness.ts';

// docs/protocol.md "Geo calls", through real HTTP against the demo chain's geography
// (server/seed/demo/geo/coverage-samples.ts lists its sample points). El Salvador is UTC-6.
const sv = (local: string) => new Date(`${local}-06:00`);
let g: GuestServer;
let s: TestServer;
let demo: ChainData;
let guest: Record<string, string>;

beforeAll(async () => {
  demo = demoChain();
  g = await startGuestServer(demo);
  s = g.server;
  guest = g.guest;
});
afterAll(async () => {
  await g.close();
});

type Obj = Record<string, unknown>;
const form = formBody;
const call = (path: string, fields: Record<string, string>, at = MONDAY_NOON) =>
  g.call(path, fields, at);
const place = (lng: number, lat: number) => ({ latitud: String(lat), longitud: String(lng) });
const coverage = async (lng: number, lat: number, at = MONDAY_NOON) => {
  const r = await call('/geo/validaCobertura', place(lng, lat), at);
  expect(r.status).toBe(200);
  expect(r.body.codigoRetorno).toBe('00');
  return r.body.data as Obj | null;
};
const NO_WARRANTY =
  'Esta orden no cuenta con garantía de 30 minutos pero estamos trabajando para servirte en el menor tiempo posible!';

describe('geo calls are guest calls', () => {
  test('without a token every one answers 401 in Spanish', async () => {
    for (const path of ['/geo/validaCobertura', '/geo/getPoligono', '/geo/getExt']) {
      const r = await post(s, path, form({ ...place(-89.239, 13.7065), idtda: '4' }));
      expect(r.status, path).toBe(401);
      expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Debes iniciar sesión' });
    }
  });
});

describe('geo/validaCobertura', () => {
  test('covers Colonia Escalón (COL+ZON+TDA) with the zone’s shop and the warranty', async () => {
    const r = await call('/geo/validaCobertura', place(-89.239, 13.7065));
    expect(r.body.mensajeRetorno).toBe('OK');
    // the §3.2 fields exactly: the app's coverage sample is this very answer
    expect(r.body.data).toEqual(coverageSample());
  });

  test('takes the form urlencoded too', async () => {
    const r = await post(s, '/geo/validaCobertura', place(-89.239, 13.7065), guest);
    expect(r.body).toMatchObject({ codigoRetorno: '00', data: { zone: 'Z-SS-01' } });
  });

  test('a place outside every zone has no coverage: data null and the §8.2 message', async () => {
    // the road between Santa Tecla and Sonsonate
    const r = await call('/geo/validaCobertura', place(-89.52, 13.7));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura',
      data: null,
    });
    // a district alone is not enough: Playa El Tunco, Ahuachapán centro
    expect(await coverage(-89.383, 13.493)).toBeNull();
    expect(await coverage(-89.845, 13.9214)).toBeNull();
  });

  test('covers a district with a shop area but no zone (COL+TDA)', async () => {
    // Santa Ana centro
    expect(await coverage(-89.5597, 13.9942)).toMatchObject({
      shop: 14,
      shopName: 'Metrocentro Santa Ana',
      quadrant: 'TDA-SA01',
      zone: '',
      districtCode: 'SAN-CEN',
    });
  });

  test('covers a point exactly on an edge and on a vertex of a zone', async () => {
    const [row] = await s.db
      .select({ polygon: t.zones.polygon })
      .from(t.zones)
      .where(eq(t.zones.code, 'Z-SS-01'));
    const ring = (row!.polygon as [number, number][][])[0]!;
    // vertex 2 and the middle of the edge 2–3 lie in Colonia Maquilishuat and the
    // Zona Rosa shop area
    const [a, b] = [ring[2]!, ring[3]!];
    for (const [lng, lat] of [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const]) {
      expect(await coverage(lng, lat)).toMatchObject({
        zone: 'Z-SS-01',
        quadrant: 'TDA-SS04',
        shop: 4,
        districtCode: 'SSA-MAQ',
        latitude: lat,
        longitude: lng,
      });
    }
  });

  test('offers the delivery points of Ciudad Universitaria', async () => {
    const c = await coverage(-89.203, 13.7185);
    const point = (id: number, index: number, description: string, lat: number, lng: number) => ({
      id,
      index,
      districtCode: 'SSA-CUN',
      streetCode: '',
      district: 'Ciudad Universitaria',
      description,
      latitude: lat,
      longitude: lng,
      zone: 'Z-SS-05',
    });
    expect(c).toMatchObject({ zone: 'Z-SS-05', shop: 6, shopName: 'Mejicanos' });
    expect(c?.isDeliveryPoint).toBe(true);
    expect(c?.deliveryPoints).toEqual([
      point(1, 0, 'Portón principal Universidad de El Salvador', 13.7163, -89.2041),
      point(2, 1, 'Portón Facultad de Medicina', 13.7198, -89.2012),
      point(3, 2, 'Entrada Hospital Universitario', 13.7202, -89.2048),
    ]);
  });

  test('restricts Centro Histórico from 18:00 to 06:00 (restriction 200)', async () => {
    const at7pm = await coverage(-89.191, 13.6975, sv('2026-11-23T19:00:00'));
    expect(at7pm).toMatchObject({
      zone: 'Z-SS-04',
      shop: 3,
      restrictionCode: 200,
      scheduleRestriction: true,
      appliesWarranty: true,
      typeOfWarranty: '30MIN',
      systemTime: '2026-11-23T19:00:00-06:00',
    });
    expect(await coverage(-89.191, 13.6975, sv('2026-11-24T05:30:00'))).toMatchObject({
      scheduleRestriction: true,
    });
    expect(await coverage(-89.191, 13.6975)).toMatchObject({
      restrictionCode: 200,
      scheduleRestriction: false,
    });
    // 19:00 UTC is 13:00 in El Salvador
    expect(await coverage(-89.191, 13.6975, new Date('2026-11-23T19:00:00Z'))).toMatchObject({
      scheduleRestriction: false,
    });
  });

  test('switches the warranty off at Puerto de La Libertad (restriction 100)', async () => {
    expect(await coverage(-89.322, 13.489)).toMatchObject({
      zone: 'Z-LL-05',
      shop: 13,
      restrictionCode: 100,
      appliesWarranty: false,
      typeOfWarranty: 'SIN',
      messageOfWarranty: NO_WARRANTY,
      scheduleRestriction: false,
    });
  });

  test('holes: Merliot’s zone hole is still COL+TDA; Ilopango’s area hole leaves only COL', async () => {
    expect(await coverage(-89.271, 13.6825)).toMatchObject({
      zone: '',
      quadrant: 'TDA-LL03',
      shop: 11,
      districtCode: 'STT-MER',
    });
    // on the edge of the Merliot hole the zone still holds (the hole is open)
    const hole = demo.zonas.find((z) => z.CODIGO === 'Z-LL-02')!.POLIGONO[1]!;
    const [a, b] = [hole[0]!, hole[1]!];
    expect(await coverage((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)).toMatchObject({
      zone: 'Z-LL-02',
      shop: 11,
    });
    expect(await coverage(-89.1197, 13.6994)).toBeNull();
  });

  test('geo/getCercano offers the nearest covered place, which is covered', async () => {
    const nearest = async (lng: number, lat: number) => {
      const r = await call('/geo/getCercano', place(lng, lat));
      expect(r.status).toBe(200);
      return r.body.data as { LAT: number; LNG: number; DISTANCIA: number } | null;
    };
    // the Ilopango airfield is cut out of the Soyapango area: its edge is under a km away
    const airfield = await nearest(-89.1197, 13.6994);
    expect(airfield!.DISTANCIA).toBeGreaterThan(0.1);
    expect(airfield!.DISTANCIA).toBeLessThan(0.8);
    expect(await coverage(airfield!.LNG, airfield!.LAT)).toMatchObject({ shop: 7 });
    // on the road to Sonsonate, kilometres from anything: Santa Tecla or Lourdes
    const road = await nearest(-89.52, 13.7);
    expect(road!.DISTANCIA).toBeGreaterThan(3);
    expect(
      geoDistanceKm(
        { latitude: 13.7, longitude: -89.52 },
        {
          latitude: road!.LAT,
          longitude: road!.LNG,
        },
      ),
    ).toBeCloseTo(road!.DISTANCIA, 2);
    expect(await coverage(road!.LNG, road!.LAT)).not.toBeNull();
    // a covered place is its own answer
    expect(await nearest(-89.239, 13.7065)).toEqual({ LAT: 13.7065, LNG: -89.239, DISTANCIA: 0 });
    // and a bad one is refused like every geo call
    const bad = await call('/geo/getCercano', { latitud: '91', longitud: '-89.2' });
    expect(bad.status).toBe(400);
    expect(bad.body.mensajeRetorno).toContain('La latitud debe estar entre -90 y 90');
  });

  test('bad coordinates answer 400 with the Spanish message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ latitud: 'trece', longitud: '-89.2' }, 'latitud: La latitud debe ser un número'],
      [{ latitud: '13.7', longitud: '' }, 'longitud: La longitud debe ser un número'],
      [{ latitud: '13,7', longitud: '-89.2' }, 'latitud: La latitud debe ser un número'],
      [{ latitud: '91', longitud: '-89.2' }, 'latitud: La latitud debe estar entre -90 y 90'],
      [
        { latitud: '13.7', longitud: '-180.5' },
        'longitud: La longitud debe estar entre -180 y 180',
      ],
      [{ longitud: '-89.2' }, 'latitud: La latitud debe ser un número'],
      [{ latitud: '13.7' }, 'longitud: La longitud debe ser un número'],
      [{}, 'latitud: La latitud debe ser un número'],
    ];
    for (const path of ['/geo/validaCobertura', '/geo/getPoligono']) {
      for (const [fields, message] of cases) {
        const r = await call(path, fields);
        expect(r.status, JSON.stringify(fields)).toBe(400);
        expect(r.body).toEqual({
          codigoRetorno: '02',
          mensajeRetorno: `Solicitud inválida: ${message}`,
        });
      }
    }
    // a field sent twice is not a number either
    const twice = await post(s, '/geo/validaCobertura', 'latitud=13.7&latitud=13.8&longitud=-89', {
      ...guest,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.mensajeRetorno).toBe(
      'Solicitud inválida: latitud: La latitud debe ser un número',
    );
  });
});

describe('geo/getPoligono', () => {
  const lookup = async (lng: number, lat: number) => {
    const r = await call('/geo/getPoligono', place(lng, lat));
    expect(r.status).toBe(200);
    expect(r.body.codigoRetorno).toBe('00');
    return r.body.data as { IDTDA: number | null; IDPOL: string }[];
  };

  test('lists the zone and the shop area holding the place', async () => {
    expect(await lookup(-89.239, 13.7065)).toEqual([
      { IDTDA: 4, IDPOL: 'Z-SS-01' },
      { IDTDA: 4, IDPOL: 'TDA-SS04' },
    ]);
    expect(await lookup(-89.5597, 13.9942)).toEqual([{ IDTDA: 14, IDPOL: 'TDA-SA01' }]);
  });

  test('puts the nearest shop first where shop areas meet', async () => {
    // the corner shared by the areas of shops 2, 4 and 6 (and the Escalón zone)
    const corner = demo.zonas.find((z) => z.CODIGO === 'Z-SS-01')!.POLIGONO[0]![0]!;
    const rows = await lookup(corner[0], corner[1]);
    expect(new Set(rows.map((r) => r.IDPOL))).toEqual(
      new Set(['TDA-SS02', 'TDA-SS04', 'TDA-SS06', 'Z-SS-01']),
    );
    const km = (id: number | null) => {
      const shop = demo.tiendas.find((x) => x.I === id)!;
      return geoDistanceKm(
        { latitude: corner[1], longitude: corner[0] },
        { latitude: shop.LAT, longitude: shop.LNG },
      );
    };
    const distances = rows.map((r) => km(r.IDTDA));
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
  });

  test('is empty where nothing covers; districts are not listed', async () => {
    expect(await lookup(-89.52, 13.7)).toEqual([]);
    expect(await lookup(-89.1197, 13.6994)).toEqual([]);
  });
});

describe('geo/getExt', () => {
  const ext = async (idtda: string) => (await call('/geo/getExt', { idtda })).body;
  const record = (code: string) => {
    const z = demo.zonas.find((x) => x.CODIGO === code)!;
    return {
      CODIGO: z.CODIGO,
      N: z.N,
      TIPO: z.TIPO,
      POLIGONO: z.POLIGONO,
      RESTRICCION: z.RESTRICCION,
      RESTRICCION_DESDE: z.RESTRICCION_DESDE,
      RESTRICCION_HASTA: z.RESTRICCION_HASTA,
    };
  };

  test('answers the shop’s area and zones', async () => {
    expect(await ext('4')).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      data: { IDTDA: 4, N: 'Zona Rosa', zonas: ['TDA-SS04', 'Z-SS-01', 'Z-SS-02'].map(record) },
    });
    const downtown = (await ext('3')).data as { zonas: Obj[] };
    expect(downtown.zonas.map((z) => z.CODIGO)).toEqual(['TDA-SS03', 'Z-SS-04']);
    expect(downtown.zonas[1]).toMatchObject({
      RESTRICCION: 200,
      RESTRICCION_DESDE: '18:00',
      RESTRICCION_HASTA: '06:00',
    });
    // the Ilopango hole comes with the Soyapango area
    const soyapango = (await ext('7')).data as { zonas: { POLIGONO: unknown[] }[] };
    expect(soyapango.zonas[0]!.POLIGONO).toHaveLength(2);
  });

  test('a shop that does not deliver has no zones', async () => {
    expect((await ext('9')).data).toEqual({ IDTDA: 9, N: 'La Gran Vía', zonas: [] });
  });

  test('an unknown shop is a warning; a malformed one a 400', async () => {
    expect(await ext('999')).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'La tienda seleccionada no existe',
    });
    for (const fields of [{ idtda: 'cuatro' }, {}] as Record<string, string>[]) {
      const r = await call('/geo/getExt', fields);
      expect(r.status).toBe(400);
      expect(r.body.mensajeRetorno).toMatch(/^Solicitud inválida: idtda: /);
    }
  });
});

describe('a reloaded chain', () => {
  test('is what coverage reads within CHAIN_RECHECK_MS', async () => {
    const changed = structuredClone(demo);
    const escalon = changed.zonas.find((z) => z.CODIGO === 'Z-SS-01')!;
    escalon.RESTRICCION = 100;
    try {
      await loadChain(s.db, changed, { now: new Date('2026-11-23T18:00:01Z') });
      // a running server trusts the chain's loaded-at stamp for CHAIN_RECHECK_MS (decision 026)
      await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
      expect(await coverage(-89.239, 13.7065)).toMatchObject({
        zone: 'Z-SS-01',
        restrictionCode: 100,
        appliesWarranty: false,
      });
    } finally {
      await loadChain(s.db, demo, { now: new Date('2026-11-23T18:00:02Z') });
    }
    await new Promise((resolve) => setTimeout(resolve, CHAIN_RECHECK_MS + 50));
    expect(await coverage(-89.239, 13.7065)).toMatchObject({ restrictionCode: null });
  });
});
