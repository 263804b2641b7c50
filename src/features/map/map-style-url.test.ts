import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_STYLE_PATH, mapStyleUrl } from './map-style-url';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('mapStyleUrl', () => {
  it('is our own offline style on the same origin by default', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', undefined);
    expect(mapStyleUrl()).toBe('/map/style.json');
    expect(MAP_STYLE_PATH).toBe('/map/style.json');
  });

  it('is the configured style when the build sets one', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', 'https://tiles.example.com/styles/sv/style.json');
    expect(mapStyleUrl()).toBe('https://tiles.example.com/styles/sv/style.json');
  });

  it('ignores an empty or blank setting', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', '');
    expect(mapStyleUrl()).toBe('/map/style.json');
    vi.stubEnv('VITE_MAP_STYLE_URL', '   ');
    expect(mapStyleUrl()).toBe('/map/style.json');
  });
});
