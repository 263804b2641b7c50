import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { coverageNearestQueryOptions, getCercano, getCercanoResponseSchema } from './get-cercano';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const parse = (data: unknown) => getCercanoResponseSchema.parse({ codigoRetorno: '00', data });

describe('geo/getCercano adapter', () => {
  it('reads the place and its distance, numbers or numeric text', () => {
    expect(parse({ LAT: 13.6517, LNG: '-89.3121', DISTANCIA: '0.846' })).toEqual({
      point: { latitude: 13.6517, longitude: -89.3121 },
      distanceKm: 0.846,
    });
  });

  it('reads none, or a malformed or impossible place, as no way out', () => {
    expect(parse(null)).toBeNull();
    expect(parse(undefined)).toBeNull();
    expect(parse({ LAT: 'x', LNG: -89.3, DISTANCIA: 1 })).toBeNull();
    expect(parse({ LAT: 95, LNG: -89.3, DISTANCIA: 1 })).toBeNull();
    expect(parse({ LAT: 13.6, LNG: -89.3, DISTANCIA: -1 })).toBeNull();
  });

  it('sends latitud and longitud as a guest call, keyed to 6 decimals', async () => {
    fakeFetch(() => okAnswer({ data: { LAT: 13.7, LNG: -89.2, DISTANCIA: 1.2 } }));
    expect(await getCercano({ latitude: 13.69, longitude: -89.1 })).toEqual({
      point: { latitude: 13.7, longitude: -89.2 },
      distanceKm: 1.2,
    });
    expect(sent[0]!.url).toBe('/api/geo/getCercano');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const body = sent[0]!.body as URLSearchParams;
    expect([body.get('latitud'), body.get('longitud')]).toEqual(['13.69', '-89.1']);
    expect(
      coverageNearestQueryOptions({ latitude: 13.69000001, longitude: -89.1 }).queryKey,
    ).toEqual(['geo', 'nearest', 13.69, -89.1]);
  });
});
