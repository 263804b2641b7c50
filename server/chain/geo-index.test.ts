import { describe, expect, test } from 'vitest';
import type { ChainData } from '../seed/schema.ts';
import { zoneSchema } from '../seed/schema-places.ts';
import { geoIndexBuild, geoZoneOf, type ZoneRecord } from './geo-index.ts';

// server/chain/geo-index.ts: chain records to the domain's zones (docs/protocol.md "Geo calls")
const ring: [number, number][] = [
  [-89.2, 13.69],
  [-89.18, 13.69],
  [-89.18, 13.71],
];
const zone = (fields: Record<string, unknown>): ZoneRecord =>
  zoneSchema.parse({
    TIPO: 'ZON',
    CODIGO: 'Z-1',
    N: 'Centro',
    IDTDA: 3,
    POLIGONO: [ring],
    ...fields,
  });

describe('zone records', () => {
  test('take a restriction window as both ends or neither', () => {
    expect(zone({}).RESTRICCION_DESDE).toBeNull();
    expect(
      zone({ RESTRICCION: 200, RESTRICCION_DESDE: '18:00', RESTRICCION_HASTA: '06:00' }),
    ).toMatchObject({
      RESTRICCION_DESDE: '18:00',
      RESTRICCION_HASTA: '06:00',
    });
    const half = zoneSchema.safeParse({
      TIPO: 'ZON',
      CODIGO: 'Z-1',
      N: 'Centro',
      POLIGONO: [ring],
      RESTRICCION_DESDE: '18:00',
    });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.path).toEqual(['RESTRICCION_HASTA']);
    const badHour = zoneSchema.safeParse({
      TIPO: 'ZON',
      CODIGO: 'Z-1',
      N: 'Centro',
      POLIGONO: [ring],
      RESTRICCION_DESDE: '6pm',
      RESTRICCION_HASTA: '06:00',
    });
    expect(badHour.success).toBe(false);
  });

  test('become domain zones', () => {
    const record = zone({
      RESTRICCION: 200,
      RESTRICCION_DESDE: '18:00',
      RESTRICCION_HASTA: '06:00',
    });
    expect(geoZoneOf(record)).toEqual({
      kind: 'ZON',
      code: 'Z-1',
      name: 'Centro',
      shopId: 3,
      polygon: [ring],
      restrictionCode: 200,
      restrictionWindow: { from: '18:00', to: '06:00' },
    });
    expect(geoZoneOf(zone({ RESTRICCION: 100 })).restrictionWindow).toBeNull();
  });

  test('stored before the window existed have none', () => {
    const { RESTRICCION_DESDE: _from, RESTRICCION_HASTA: _to, ...old } = zone({ RESTRICCION: 200 });
    expect(geoZoneOf(old as ZoneRecord)).toMatchObject({
      restrictionCode: 200,
      restrictionWindow: null,
    });
  });
});

describe('geoIndexBuild', () => {
  test('indexes zones, delivery points and shops in file order', () => {
    const shop = (I: number, N: string) =>
      ({ I, N, LAT: 13.7, LNG: -89.19 }) as ChainData['tiendas'][number];
    const index = geoIndexBuild(
      {
        tiendas: [shop(3, 'Centro Histórico'), shop(1, 'Galerías Escalón')],
        zonas: [zone({}), zone({ TIPO: 'COL', CODIGO: 'SSA-CEN', IDTDA: null })],
        puntosEntrega: [{ I: 5, CODZON: 'Z-1', N: 'Portón', LAT: 13.7, LNG: -89.19 }],
      },
      '2026-11-23T18:00:00.000Z',
    );
    expect(index.loadedAt).toBe('2026-11-23T18:00:00.000Z');
    expect(index.zones.map((z) => [z.kind, z.code, z.shopId])).toEqual([
      ['ZON', 'Z-1', 3],
      ['COL', 'SSA-CEN', null],
    ]);
    expect(index.records).toHaveLength(2);
    expect(index.deliveryPoints).toEqual([
      { id: 5, zoneCode: 'Z-1', name: 'Portón', latitude: 13.7, longitude: -89.19 },
    ]);
    expect(index.shopList.map((s) => s.id)).toEqual([3, 1]);
    expect(index.shops.get(1)).toEqual({
      id: 1,
      name: 'Galerías Escalón',
      latitude: 13.7,
      longitude: -89.19,
    });
  });
});
