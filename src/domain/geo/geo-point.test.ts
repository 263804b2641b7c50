import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geoPointEquals, geoPointRound, geoPointText } from './geo-point';

describe('geoPointRound', () => {
  it('rounds both coordinates to 6 decimals', () => {
    expect(geoPointRound({ latitude: 13.69891234, longitude: -89.19144449 })).toEqual({
      latitude: 13.698912,
      longitude: -89.191444,
    });
    expect(geoPointRound({ latitude: 13.6989995, longitude: -89.1914995 })).toEqual({
      latitude: 13.699,
      longitude: -89.1915,
    });
  });

  it('rounds halves away from zero on both sides', () => {
    expect(geoPointRound({ latitude: -13.0000005, longitude: 89.0000005 })).toEqual({
      latitude: -13.000001,
      longitude: 89.000001,
    });
  });

  it('never gives a negative zero', () => {
    const p = geoPointRound({ latitude: -0.0000001, longitude: -0.0000004 });
    expect(Object.is(p.latitude, -0)).toBe(false);
    expect(Object.is(p.longitude, -0)).toBe(false);
  });

  it('moves a point by at most half a millionth of a degree, and is stable', () => {
    const coord = fc.double({ min: -180, max: 180, noNaN: true });
    fc.assert(
      fc.property(coord, coord, (a, b) => {
        const p = { latitude: a / 2, longitude: b };
        const r = geoPointRound(p);
        expect(Math.abs(r.latitude - p.latitude)).toBeLessThanOrEqual(5e-7 + 1e-12);
        expect(Math.abs(r.longitude - p.longitude)).toBeLessThanOrEqual(5e-7 + 1e-12);
        expect(geoPointRound(r)).toEqual(r);
      }),
    );
  });
});

describe('geoPointEquals', () => {
  it('treats points that round to the same 6 decimals as the same place', () => {
    const a = { latitude: 13.7000001, longitude: -89.2000002 };
    const b = { latitude: 13.6999999, longitude: -89.1999998 };
    expect(geoPointEquals(a, b)).toBe(true);
  });

  it('tells apart points one millionth of a degree away', () => {
    expect(
      geoPointEquals(
        { latitude: 13.7, longitude: -89.2 },
        { latitude: 13.700001, longitude: -89.2 },
      ),
    ).toBe(false);
  });

  it('handles a missing point', () => {
    const p = { latitude: 13.7, longitude: -89.2 };
    expect(geoPointEquals(null, null)).toBe(true);
    expect(geoPointEquals(p, null)).toBe(false);
    expect(geoPointEquals(null, p)).toBe(false);
  });
});

describe('geoPointText', () => {
  it('writes lat,lng with 6 decimals', () => {
    expect(geoPointText({ latitude: 13.6989, longitude: -89.1914 })).toBe('13.698900,-89.191400');
    expect(geoPointText({ latitude: 13.12345678, longitude: -89 })).toBe('13.123457,-89.000000');
  });
});
