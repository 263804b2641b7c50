import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { ApiError } from '../api-error';
import { transportSet } from '../transport';
import { getExt, getExtResponseSchema, shopExtentQueryOptions } from './get-ext';
import { shopIdOf } from '../../domain/shops/shop-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const area = [
  [-89.2, 13.69],
  [-89.18, 13.69],
  [-89.18, 13.71],
  [-89.2, 13.69],
];
const hole = [
  [-89.195, 13.695],
  [-89.19, 13.7],
  [-89.185, 13.695],
];
// the shape of the server's answer for the Centro Histórico shop (docs/protocol.md "Geo calls")
const downtown = {
  IDTDA: 3,
  N: 'Centro Histórico',
  zonas: [
    {
      CODIGO: 'TDA-SS03',
      N: 'Área de reparto Centro Histórico',
      TIPO: 'TDA',
      POLIGONO: [area, hole],
      RESTRICCION: null,
      RESTRICCION_DESDE: null,
      RESTRICCION_HASTA: null,
    },
    {
      CODIGO: 'Z-SS-04',
      N: 'Centro Histórico',
      TIPO: 'ZON',
      POLIGONO: [area],
      RESTRICCION: 200,
      RESTRICCION_DESDE: '18:00',
      RESTRICCION_HASTA: '06:00',
    },
  ],
};

describe('geo/getExt adapter', () => {
  it('reads the shop area and zones as domain zones', () => {
    expect(getExtResponseSchema.parse({ codigoRetorno: '00', data: downtown })).toEqual({
      shopId: 3,
      name: 'Centro Histórico',
      zones: [
        {
          kind: 'TDA',
          code: 'TDA-SS03',
          name: 'Área de reparto Centro Histórico',
          shopId: 3,
          polygon: [area, hole],
          restrictionCode: null,
          restrictionWindow: null,
        },
        {
          kind: 'ZON',
          code: 'Z-SS-04',
          name: 'Centro Histórico',
          shopId: 3,
          polygon: [area],
          restrictionCode: 200,
          restrictionWindow: { from: '18:00', to: '06:00' },
        },
      ],
    });
  });

  it('drops zones that do not fit and reads a window only with both ends', () => {
    const [tda, zon] = downtown.zonas;
    const parsed = getExtResponseSchema.parse({
      codigoRetorno: '00',
      data: {
        ...downtown,
        zonas: [
          { ...tda, POLIGONO: [] },
          { ...tda, POLIGONO: [[['-89.2', 13.69]]] },
          { ...tda, TIPO: 'OTRO' },
          { ...tda, CODIGO: '' },
          { ...zon, RESTRICCION_HASTA: undefined },
          { ...zon, RESTRICCION_DESDE: '6pm' },
        ],
      },
    });
    expect(parsed.zones.map((z) => [z.code, z.restrictionWindow])).toEqual([
      ['Z-SS-04', null],
      ['Z-SS-04', null],
    ]);
  });

  it('reads a shop that does not deliver as no zones', () => {
    expect(
      getExtResponseSchema.parse({ codigoRetorno: '00', data: { IDTDA: 9, N: 'La Gran Vía' } }),
    ).toEqual({ shopId: 9, name: 'La Gran Vía', zones: [] });
  });

  it('sends idtda as a guest call', async () => {
    fakeFetch(() => okAnswer({ data: downtown }));
    expect((await getExt(shopIdOf(3))).zones).toHaveLength(2);
    expect(sent[0]!.url).toBe('/api/geo/getExt');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect((sent[0]!.body as URLSearchParams).get('idtda')).toBe('3');
  });

  it('rejects an unknown shop with the server warning', async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'La tienda seleccionada no existe' }),
    );
    const error = await getExt(shopIdOf(999)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('01');
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['La tienda seleccionada no existe']);
  });

  it('is keyed by the shop', () => {
    expect(shopExtentQueryOptions(shopIdOf(3)).queryKey).toEqual(['geo', 'extent', 3]);
  });
});
