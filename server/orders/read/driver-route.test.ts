import { describe, expect, test } from 'vitest';
import { geoDistanceKm } from '../../../src/domain/geo/geo-distance.ts';
import {
  driverMinutesLeft,
  driverRoute,
  driverVelocity,
  driverWaypoint,
  DRIVER_SPEED_KMH,
} from './driver-route.ts';
import { orderNaturalNext } from '../ops/order-natural-next.ts';

const shop = { latitude: 13.7031, longitude: -89.2279 };
const home = { latitude: 13.7102, longitude: -89.2035 };

describe('the natural next status (issue 6 operations)', () => {
  test('home delivery goes through the driver, pickup skips it', () => {
    const walk = (type: 'TRA' | 'DOM') => {
      const path: string[] = ['PEN'];
      for (let next = orderNaturalNext('PEN', type); next; next = orderNaturalNext(next, type)) {
        path.push(next);
      }
      return path;
    };
    expect(walk('DOM')).toEqual(['PEN', 'INI', 'LLE', 'DES', 'LLC', 'ENT', 'FIN']);
    expect(walk('TRA')).toEqual(['PEN', 'INI', 'ENT', 'FIN']);
  });

  test('off the usual path the state machine decides; final statuses have no next', () => {
    expect(orderNaturalNext('ASI', 'TRA')).toBe('INI');
    expect(orderNaturalNext('ENV', 'DOM')).toBe('FIN');
    expect(orderNaturalNext('FIN', 'DOM')).toBeNull();
    expect(orderNaturalNext('CAN', 'TRA')).toBeNull();
  });
});

describe('the simulated driver route', () => {
  test('splits a bent route from the shop to the delivery point in equal steps', () => {
    const points = driverRoute(shop, home, 10);
    expect(points).toHaveLength(10);
    expect(points.at(-1)).toEqual(home);
    const legs = points.map((p, i) => geoDistanceKm(i === 0 ? shop : points[i - 1]!, p));
    // equal lengths along the path (a leg across the bend is a chord, a hair shorter)
    for (const leg of legs) expect(leg).toBeCloseTo(legs[0]!, 1);
    const straight = geoDistanceKm(shop, home);
    const travelled = legs.reduce((a, b) => a + b, 0);
    expect(travelled).toBeGreaterThan(straight * 1.02);
    expect(travelled).toBeLessThan(straight * 1.2);
  });

  test('the bend leaves the straight line at the middle of the trip', () => {
    const via = driverWaypoint(shop, home);
    const mid = {
      latitude: (shop.latitude + home.latitude) / 2,
      longitude: (shop.longitude + home.longitude) / 2,
    };
    expect(geoDistanceKm(via, mid)).toBeGreaterThan(0.1 * geoDistanceKm(shop, home));
  });

  test('one step goes straight to the door; the same place stays put', () => {
    expect(driverRoute(shop, home, 1)).toEqual([home]);
    expect(driverRoute(shop, shop, 3)).toEqual([shop, shop, shop]);
  });

  test('town speeds on the way, 0 on arrival; minutes left at the average speed', () => {
    for (let i = 1; i < 10; i++) {
      expect(driverVelocity(i, 10)).toBeGreaterThanOrEqual(DRIVER_SPEED_KMH - 6);
      expect(driverVelocity(i, 10)).toBeLessThanOrEqual(DRIVER_SPEED_KMH + 6);
    }
    expect(driverVelocity(10, 10)).toBe(0);
    expect(driverMinutesLeft(home, home)).toBe(0);
    const km = geoDistanceKm(shop, home);
    expect(driverMinutesLeft(shop, home)).toBe(Math.ceil((km / DRIVER_SPEED_KMH) * 60));
  });
});
