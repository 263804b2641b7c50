import { describe, expect, it } from 'vitest';
import { trackingEtaText, trackingLastPoint, trackingRoute } from './order-tracking';

const point = (index: number, latitude = 13.7, longitude = -89.2) => ({
  index,
  latitude,
  longitude,
});

describe('tracking points (§3.6)', () => {
  it('the driver is at the point with the highest index, whatever the order', () => {
    expect(trackingLastPoint([point(2), point(7), point(4)])?.index).toBe(7);
    expect(trackingLastPoint([])).toBeNull();
    expect(trackingLastPoint([point(1), point(3, Number.NaN)])?.index).toBe(1);
  });

  it('the route runs in index order without unusable points', () => {
    const route = trackingRoute([point(3), point(1), point(2, 13, Infinity)]);
    expect(route.map((p) => p.index)).toEqual([1, 3]);
  });

  it('reads the driver time in whole minutes, rounded up', () => {
    expect(trackingEtaText(12)).toBe('Llegada estimada en 12 minutos');
    expect(trackingEtaText(0.4)).toBe('Llegada estimada en 1 minuto');
    expect(trackingEtaText(0)).toBe('Tu repartidor está por llegar');
    expect([trackingEtaText(null), trackingEtaText(undefined), trackingEtaText(-3)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
