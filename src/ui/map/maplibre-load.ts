import type * as MapLibre from 'maplibre-gl';

/** The map library's module, known here only as a type: it is never bundled with pages. */
export type MapLibreModule = typeof MapLibre;

let loading: Promise<MapLibreModule> | null = null;

/**
 * §9 map: loads the map library, its stylesheet and its worker the first time a map is
 * shown, in chunks of their own, so no other page pays for them. A failed load (offline
 * before the chunks were cached) is forgotten, so the next map tries again.
 */
export function maplibreLoad(): Promise<MapLibreModule> {
  if (loading === null) {
    const attempt = Promise.all([
      import('maplibre-gl'),
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'),
      import('maplibre-gl/dist/maplibre-gl.css'),
    ]).then(([lib, worker]) => {
      // bundled, the library cannot find its worker beside itself: tell it where it went
      lib.setWorkerUrl(worker.default);
      return lib;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
