import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_INITIAL,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
} from './map-constants';
import { mapBoundsOf, mapInitialView, mapZoomClamp, mapZoomForPlace } from './map-view';

describe('mapZoomClamp', () => {
  it('keeps a zoom between 6 and 18', () => {
    expect(mapZoomClamp(2)).toBe(MAP_ZOOM_MIN);
    expect(mapZoomClamp(22)).toBe(MAP_ZOOM_MAX);
    expect(mapZoomClamp(6)).toBe(6);
    expect(mapZoomClamp(18)).toBe(18);
    expect(mapZoomClamp(13.5)).toBe(13.5);
  });

  it('gives the initial zoom for a number that is not one', () => {
    expect(mapZoomClamp(Number.NaN)).toBe(MAP_ZOOM_INITIAL);
    expect(mapZoomClamp(Infinity)).toBe(MAP_ZOOM_INITIAL);
  });

  it('always lands in range', () => {
    fc.assert(
      fc.property(fc.double(), (z) => {
        const c = mapZoomClamp(z);
        expect(c).toBeGreaterThanOrEqual(MAP_ZOOM_MIN);
        expect(c).toBeLessThanOrEqual(MAP_ZOOM_MAX);
      }),
    );
  });
});

describe('mapInitialView', () => {
  it('opens on the chosen place at the default zoom', () => {
    expect(mapInitialView({ latitude: 13.70312345, longitude: -89.2279 })).toEqual({
      center: { latitude: 13.703123, longitude: -89.2279 },
      zoom: MAP_ZOOM_DEFAULT,
    });
  });

  it('opens on San Salvador at the initial zoom with no place', () => {
    expect(mapInitialView(null)).toEqual({ center: MAP_DEFAULT_CENTER, zoom: MAP_ZOOM_INITIAL });
  });

  it('ignores a place that is not on earth', () => {
    expect(mapInitialView({ latitude: Number.NaN, longitude: -89 })).toEqual({
      center: MAP_DEFAULT_CENTER,
      zoom: MAP_ZOOM_INITIAL,
    });
    expect(mapInitialView({ latitude: 200, longitude: -89 }).zoom).toBe(MAP_ZOOM_INITIAL);
  });
});

describe('mapZoomForPlace', () => {
  it('comes in to the default zoom but never pulls back a closer view', () => {
    expect(mapZoomForPlace(MAP_ZOOM_INITIAL)).toBe(MAP_ZOOM_DEFAULT);
    expect(mapZoomForPlace(17)).toBe(17);
    expect(mapZoomForPlace(30)).toBe(MAP_ZOOM_MAX);
  });
});

describe('mapBoundsOf', () => {
  it('is the box around the places', () => {
    expect(
      mapBoundsOf([
        { latitude: 13.7031, longitude: -89.2279 },
        { latitude: 13.4885, longitude: -89.3225 },
        { latitude: 13.983, longitude: -88.166 },
      ]),
    ).toEqual([
      [-89.3225, 13.4885],
      [-88.166, 13.983],
    ]);
  });

  it('is a point-sized box for one place, and null for none', () => {
    expect(mapBoundsOf([{ latitude: 13.7, longitude: -89.2 }])).toEqual([
      [-89.2, 13.7],
      [-89.2, 13.7],
    ]);
    expect(mapBoundsOf([])).toBeNull();
  });

  it('skips places that are not on earth', () => {
    expect(
      mapBoundsOf([
        { latitude: Number.NaN, longitude: 0 },
        { latitude: 13.7, longitude: -89.2 },
      ]),
    ).toEqual([
      [-89.2, 13.7],
      [-89.2, 13.7],
    ]);
    expect(mapBoundsOf([{ latitude: 91, longitude: 0 }])).toBeNull();
  });

  it('contains every place it was given', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 20 }), (points) => {
        const [[w, s], [e, n]] = mapBoundsOf(points)!;
        for (const p of points) {
          expect(p.longitude).toBeGreaterThanOrEqual(w);
          expect(p.longitude).toBeLessThanOrEqual(e);
          expect(p.latitude).toBeGreaterThanOrEqual(s);
          expect(p.latitude).toBeLessThanOrEqual(n);
        }
      }),
    );
  });
});
