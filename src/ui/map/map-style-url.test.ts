import { describe, expect, it } from 'vitest';
import { appConfigRead } from '../../config';
import { MAP_STYLE_PATH, mapStyleUrl } from './map-style-url';

describe('mapStyleUrl', () => {
  it('is our own offline style on the same origin by default', () => {
    expect(mapStyleUrl(appConfigRead({}))).toBe('/map/style.json');
    expect(MAP_STYLE_PATH).toBe('/map/style.json');
  });

  it('is the configured style when the build sets one', () => {
    const config = appConfigRead({
      VITE_MAP_STYLE_URL: 'https://tiles.example.com/styles/sv/style.json',
    });
    expect(mapStyleUrl(config)).toBe('https://tiles.example.com/styles/sv/style.json');
  });

  it('ignores a blank setting', () => {
    expect(mapStyleUrl(appConfigRead({ VITE_MAP_STYLE_URL: '   ' }))).toBe('/map/style.json');
  });
});
