import { describe, expect, it } from 'vitest';
import { deliveryPointSample } from '../../test/coverage-builders';
import { deliveryPointsNearest } from './delivery-points-nearest';

describe('deliveryPointsNearest', () => {
  const at = (id: number, latitude: number) => ({
    ...deliveryPointSample(id),
    latitude,
    longitude: -89.2,
  });

  it('orders the points nearest the pin first, with their distances', () => {
    const points = [at(1, 13.73), at(2, 13.701), at(3, 13.71)];
    const near = deliveryPointsNearest(points, { latitude: 13.7, longitude: -89.2 });
    expect(near.map((n) => n.point.id)).toEqual([2, 3, 1]);
    expect(near[0]!.distanceKm).toBeCloseTo(0.111, 2);
  });

  it("keeps the zone's order between points as far", () => {
    const points = [at(1, 13.71), at(2, 13.71), at(3, 13.705)];
    const near = deliveryPointsNearest(points, { latitude: 13.7, longitude: -89.2 });
    expect(near.map((n) => n.point.id)).toEqual([3, 1, 2]);
    expect(deliveryPointsNearest([], { latitude: 13.7, longitude: -89.2 })).toEqual([]);
  });
});
