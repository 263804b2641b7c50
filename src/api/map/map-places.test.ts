import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { mapPlacesQueryOptions, mapPlacesRead } from './map-places';

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch answering with `answer`, recording the URLs asked. */
function stubFetch(answer: () => Response): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(answer());
  });
  return urls;
}

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
    const urls = stubFetch(() =>
      Response.json({ features: [feature(1, { kind: 'distrito', name: 'Santa Tecla' })] }),
    );
    const client = new QueryClient();
    const places = await client.fetchQuery(mapPlacesQueryOptions());
    expect(places.map((p) => p.name)).toEqual(['Santa Tecla']);
    expect(urls).toEqual(['/map/data/places.geojson']);
    await client.fetchQuery(mapPlacesQueryOptions());
    expect(urls).toHaveLength(1);
  });

  it('fails on an error answer, so the search says it is not available', async () => {
    stubFetch(() => new Response('no', { status: 503 }));
    await expect(new QueryClient().fetchQuery(mapPlacesQueryOptions())).rejects.toThrow('503');
  });
});
