import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { coverageLookupQueryOptions, getPoligono, getPoligonoResponseSchema } from './get-poligono';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('geo/getPoligono adapter', () => {
  it('maps IDTDA and IDPOL in the order sent (nearest shop first)', () => {
    expect(
      getPoligonoResponseSchema.parse({
        codigoRetorno: '00',
        data: [
          { IDTDA: 4, IDPOL: 'Z-SS-01' },
          { IDTDA: '2', IDPOL: 'TDA-SS02' },
          { IDTDA: null, IDPOL: 'Z-SIN-TIENDA' },
        ],
      }),
    ).toEqual([
      { shopId: 4, polygonCode: 'Z-SS-01' },
      { shopId: 2, polygonCode: 'TDA-SS02' },
      { shopId: null, polygonCode: 'Z-SIN-TIENDA' },
    ]);
  });

  it('drops rows without a polygon or with a malformed shop', () => {
    expect(
      getPoligonoResponseSchema.parse({
        codigoRetorno: '00',
        data: [{ IDTDA: 4 }, { IDTDA: 'cuatro', IDPOL: 'Z-SS-01' }, 'x', { IDTDA: 6, IDPOL: 7 }],
      }),
    ).toEqual([{ shopId: 6, polygonCode: '7' }]);
    expect(getPoligonoResponseSchema.parse({ codigoRetorno: '00', data: [] })).toEqual([]);
    expect(getPoligonoResponseSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
  });

  it('sends latitud and longitud as a guest call', async () => {
    fakeFetch(() => okAnswer({ data: [{ IDTDA: 14, IDPOL: 'TDA-SA01' }] }));
    expect(await getPoligono({ latitude: 13.9942, longitude: -89.5597 })).toEqual([
      { shopId: 14, polygonCode: 'TDA-SA01' },
    ]);
    expect(sent[0]!.url).toBe('/api/geo/getPoligono');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const body = sent[0]!.body as URLSearchParams;
    expect([body.get('latitud'), body.get('longitud')]).toEqual(['13.9942', '-89.5597']);
  });

  it('is keyed by the coordinates to 6 decimals', () => {
    expect(
      coverageLookupQueryOptions({ latitude: 13.99420001, longitude: -89.5597 }).queryKey,
    ).toEqual(['geo', 'lookup', 13.9942, -89.5597]);
  });
});
