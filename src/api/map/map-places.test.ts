import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { fakeFetch, jsonAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { mapPlacesQueryOptions, mapPlacesRead } from './map-places';

afterEach(() => transportSet(null));

const feature = (id: number, properties: object, coordinates: unknown = [-89.239, 13.7065]) => ({
  type: 'Feature',
  id,
  properties,
  geometry: { type: 'Point', coordinates },
});

describe('map places', () => {
  it('reads named points, leaving out what does not read as one', () => {
    const places = mapPlacesRead({
      type: 'FeatureCollection',
      features: [
        feature(1, { kind: 'colonia', name: 'Colonia Escalón', detail: 'San Salvador', words: '' }),
        feature(2, { kind: 'lugar', name: 'UCA' }),
        feature(3, { kind: 'volcán', name: 'Volcán' }),
        feature(4, { kind: 'colonia', name: '' }),
        feature(5, { kind: 'colonia', name: 'Fuera' }, [-89.2, 95]),
        'x',
      ],
    });
    expect(places).toEqual([
      {
        id: 1,
        kind: 'colonia',
        name: 'Colonia Escalón',
        detail: 'San Salvador',
        words: '',
        latitude: 13.7065,
        longitude: -89.239,
      },
      {
        id: 2,
        kind: 'lugar',
        name: 'UCA',
        detail: '',
        words: '',
        latitude: 13.7065,
        longitude: -89.239,
      },
    ]);
    expect(() => mapPlacesRead({ type: 'nada' })).toThrow();
  });

  it('fetches the server file once per session', async () => {
    fakeFetch(() =>
      jsonAnswer({ features: [feature(1, { kind: 'distrito', name: 'Santa Tecla' })] }),
    );
    const client = new QueryClient();
    const places = await client.fetchQuery(mapPlacesQueryOptions());
    expect(places.map((p) => p.name)).toEqual(['Santa Tecla']);
    expect(sent[0]!.url).toBe('/map/data/places.geojson');
    await client.fetchQuery(mapPlacesQueryOptions());
    expect(sent).toHaveLength(1);
  });

  it('fails on an error answer, so the search says it is not available', async () => {
    fakeFetch(() => new Response('no', { status: 503 }));
    await expect(new QueryClient().fetchQuery(mapPlacesQueryOptions())).rejects.toThrow('503');
  });
});
