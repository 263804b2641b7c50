import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEO_EARTH_RADIUS_KM, geoDistanceKm } from './geo-distance';
import type { GeoPoint } from './geo-point';

const p = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });
const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('geoDistanceKm', () => {
  it('uses the earth radius of §9', () => {
    expect(GEO_EARTH_RADIUS_KM).toBe(6371);
  });

  it('is 0 between a point and itself', () => {
    expect(geoDistanceKm(p(13.7, -89.2), p(13.7, -89.2))).toBe(0);
  });

  it('measures one degree of latitude as about 111.19 km', () => {
    expect(geoDistanceKm(p(13, -89), p(14, -89))).toBeCloseTo(111.195, 3);
    expect(geoDistanceKm(p(0, 0), p(0, 1))).toBeCloseTo(111.195, 3);
  });

  it('measures a known pair in San Salvador', () => {
    // Colonia Escalón to the Metrocentro shop, about 2.5 km
    expect(geoDistanceKm(p(13.7065, -89.239), p(13.7055, -89.2163))).toBeCloseTo(2.455, 2);
  });

  it('puts antipodes half the circumference apart', () => {
    expect(geoDistanceKm(p(0, 0), p(0, 180))).toBeCloseTo(Math.PI * 6371, 6);
    expect(geoDistanceKm(p(90, 0), p(-90, 0))).toBeCloseTo(Math.PI * 6371, 6);
    // near the antipode haversine loses digits: within a metre is what it promises
    expect(geoDistanceKm(p(13.7, -89.2), p(-13.7, 90.8))).toBeCloseTo(Math.PI * 6371, 2);
  });

  it('is symmetric, never negative and never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = geoDistanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
        expect(geoDistanceKm(b, a)).toBeCloseTo(d, 9);
      }),
    );
  });
});
