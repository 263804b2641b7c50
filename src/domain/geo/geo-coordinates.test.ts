import { describe, expect, it } from 'vitest';
import { geoCoordinatesParse, geoPointIsValid } from './geo-coordinates';

describe('geoCoordinatesParse', () => {
  it('takes numbers and numeric text', () => {
    expect(geoCoordinatesParse(13.7065, -89.239)).toEqual({
      latitude: 13.7065,
      longitude: -89.239,
    });
    expect(geoCoordinatesParse(' 13.7065 ', '-89.239')).toEqual({
      latitude: 13.7065,
      longitude: -89.239,
    });
    expect(geoCoordinatesParse('+0', '.5')).toEqual({ latitude: 0, longitude: 0.5 });
    expect(geoCoordinatesParse('1e1', '-1.5E1')).toEqual({ latitude: 10, longitude: -15 });
  });

  it('takes the limits of the ranges', () => {
    expect(geoCoordinatesParse(-90, -180)).toEqual({ latitude: -90, longitude: -180 });
    expect(geoCoordinatesParse('90', '180')).toEqual({ latitude: 90, longitude: 180 });
  });

  it('refuses a latitude that is not a number', () => {
    for (const lat of [
      '',
      '  ',
      'abc',
      '13,7',
      '0x10',
      'Infinity',
      'NaN',
      '1.2.3',
      null,
      undefined,
    ])
      expect(geoCoordinatesParse(lat, -89)).toBe('La latitud debe ser un número');
    for (const lat of [Number.NaN, Infinity, true, {}, [13]])
      expect(geoCoordinatesParse(lat, -89)).toBe('La latitud debe ser un número');
  });

  it('refuses a longitude that is not a number', () => {
    for (const lng of ['', 'oeste', '-89,2', null, undefined, Number.NaN, -Infinity])
      expect(geoCoordinatesParse(13.7, lng)).toBe('La longitud debe ser un número');
  });

  it('refuses coordinates out of range', () => {
    expect(geoCoordinatesParse(90.0001, 0)).toBe('La latitud debe estar entre -90 y 90');
    expect(geoCoordinatesParse('-91', 0)).toBe('La latitud debe estar entre -90 y 90');
    expect(geoCoordinatesParse(0, 180.5)).toBe('La longitud debe estar entre -180 y 180');
    expect(geoCoordinatesParse(0, '-181')).toBe('La longitud debe estar entre -180 y 180');
  });

  it('reports the latitude first when both are wrong', () => {
    expect(geoCoordinatesParse('x', 'y')).toBe('La latitud debe ser un número');
    expect(geoCoordinatesParse(100, 'y')).toBe('La latitud debe estar entre -90 y 90');
  });
});

describe('geoPointIsValid', () => {
  it('accepts the world and refuses what is off it', () => {
    expect(geoPointIsValid({ latitude: 90, longitude: -180 })).toBe(true);
    expect(geoPointIsValid({ latitude: 13.7, longitude: -89.2 })).toBe(true);
    expect(geoPointIsValid({ latitude: 90.1, longitude: 0 })).toBe(false);
    expect(geoPointIsValid({ latitude: 0, longitude: 180.5 })).toBe(false);
    expect(geoPointIsValid({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(geoPointIsValid({ latitude: 0, longitude: Infinity })).toBe(false);
  });
});
