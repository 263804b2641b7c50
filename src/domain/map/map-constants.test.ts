import { describe, expect, it } from 'vitest';
import {
  MAP_ANIMATION_MS,
  MAP_DEFAULT_CENTER,
  MAP_ZOOM_CENTERED_MAX,
  MAP_ZOOM_DEFAULT,
  MAP_ZOOM_INITIAL,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  MAP_ZOOM_TRACKER_MAX,
} from './map-constants';

describe('§9 map constants', () => {
  it('are the zooms, animation and centre of the specification', () => {
    expect({
      MAP_ZOOM_MAX,
      MAP_ZOOM_MIN,
      MAP_ZOOM_DEFAULT,
      MAP_ZOOM_INITIAL,
      MAP_ZOOM_TRACKER_MAX,
      MAP_ZOOM_CENTERED_MAX,
      MAP_ANIMATION_MS,
    }).toEqual({
      MAP_ZOOM_MAX: 18,
      MAP_ZOOM_MIN: 6,
      MAP_ZOOM_DEFAULT: 15,
      MAP_ZOOM_INITIAL: 12,
      MAP_ZOOM_TRACKER_MAX: 14,
      MAP_ZOOM_CENTERED_MAX: 16,
      MAP_ANIMATION_MS: 350,
    });
    expect(MAP_DEFAULT_CENTER).toEqual({ latitude: 13.6989, longitude: -89.1914 });
  });

  it('keeps every zoom inside the allowed range', () => {
    for (const zoom of [
      MAP_ZOOM_DEFAULT,
      MAP_ZOOM_INITIAL,
      MAP_ZOOM_TRACKER_MAX,
      MAP_ZOOM_CENTERED_MAX,
    ]) {
      expect(zoom).toBeGreaterThanOrEqual(MAP_ZOOM_MIN);
      expect(zoom).toBeLessThanOrEqual(MAP_ZOOM_MAX);
    }
  });

  it('cannot be moved by a caller', () => {
    expect(Object.isFrozen(MAP_DEFAULT_CENTER)).toBe(true);
  });
});
