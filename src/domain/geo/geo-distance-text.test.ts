import { describe, expect, it } from 'vitest';
import { geoDistanceText } from './geo-distance-text';

describe('geoDistanceText', () => {
  it('shows metres under a kilometre, to 10 m and at least 10 m', () => {
    expect(geoDistanceText(0.846)).toBe('a 850 m');
    expect(geoDistanceText(0.001)).toBe('a 10 m');
    expect(geoDistanceText(0.994)).toBe('a 990 m');
  });

  it('shows kilometres with one decimal from a kilometre', () => {
    expect(geoDistanceText(0.996)).toBe('a 1.0 km');
    expect(geoDistanceText(2.34)).toBe('a 2.3 km');
    expect(geoDistanceText(12)).toBe('a 12.0 km');
  });
});
