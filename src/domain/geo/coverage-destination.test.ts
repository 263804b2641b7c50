import { describe, expect, it } from 'vitest';
import { coverageSample, deliveryPointSample } from '../../test/coverage-builders';
import {
  COVERAGE_DESTINATION_TOLERANCE_M,
  coverageDestination,
  coverageDestinationCheck,
} from './coverage-destination';
import { geoDistanceKm } from './geo-distance';

const pin = coverageSample();
/** `metres` north of a place (1° of latitude is about 111.2 km). */
const north = (place: { latitude: number; longitude: number }, metres: number) => ({
  latitude: place.latitude + metres / 111_195,
  longitude: place.longitude,
});

describe('coverageDestination (§3.6)', () => {
  it('is the chosen delivery point, else the covered place', () => {
    expect(coverageDestination(pin, null)).toEqual({ latitude: 13.7065, longitude: -89.239 });
    expect(coverageDestination(pin, deliveryPointSample(2))).toEqual({
      latitude: 13.7185,
      longitude: -89.203,
    });
  });
});

describe('coverageDestinationCheck (§3.6 / §4.2)', () => {
  it('accepts the covered place and a few metres of rounding around it', () => {
    expect(coverageDestinationCheck(pin, pin)).toEqual({
      ok: true,
      destination: { latitude: 13.7065, longitude: -89.239 },
      point: null,
    });
    const rounded = { latitude: 13.70654, longitude: -89.23904 };
    expect(geoDistanceKm(pin, rounded) * 1000).toBeGreaterThan(5);
    expect(coverageDestinationCheck(pin, rounded)).toMatchObject({
      ok: true,
      destination: { latitude: 13.7065, longitude: -89.239 },
    });
  });

  it('refuses anything beyond the tolerance, up to another city', () => {
    const edge = COVERAGE_DESTINATION_TOLERANCE_M;
    expect(coverageDestinationCheck(pin, north(pin, edge - 1)).ok).toBe(true);
    expect(coverageDestinationCheck(pin, north(pin, edge + 1))).toEqual({
      ok: false,
      problem: 'elsewhere',
    });
    expect(coverageDestinationCheck(pin, north(pin, 200_000))).toEqual({
      ok: false,
      problem: 'elsewhere',
    });
  });

  it('with delivery points, must be one of them: the covered place is not enough', () => {
    const points = [
      { ...deliveryPointSample(1), latitude: 13.7163, longitude: -89.2041 },
      { ...deliveryPointSample(2), latitude: 13.7198, longitude: -89.2012 },
    ];
    const zone = coverageSample({ latitude: 13.7185, longitude: -89.203, deliveryPoints: points });
    expect(coverageDestinationCheck(zone, zone)).toEqual({ ok: false, problem: 'noDeliveryPoint' });
    expect(coverageDestinationCheck(zone, north(points[1]!, 3))).toEqual({
      ok: true,
      destination: { latitude: 13.7198, longitude: -89.2012 },
      point: points[1],
    });
    expect(coverageDestinationCheck(zone, north(points[0]!, 40))).toEqual({
      ok: false,
      problem: 'noDeliveryPoint',
    });
  });
});
