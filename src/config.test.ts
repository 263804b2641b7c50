import { describe, expect, it } from 'vitest';
import { appConfigRead } from './config';

describe('appConfigRead', () => {
  it('gives the defaults when nothing is set (plain Node has no import.meta.env)', () => {
    expect(appConfigRead(undefined)).toEqual({
      apiBase: '/api',
      buildId: 'storefront-0.1.0',
      baseUrl: '/',
      production: false,
      brandName: 'Burger Salvador',
      showIdsBelowOne: false,
      mapStyleUrl: null,
    });
  });

  it('reads a build: the API base without its trailing slash, the flags, the map style', () => {
    const config = appConfigRead({
      VITE_API_BASE: 'https://pedidos.example.com/api/',
      VITE_BUILD_ID: '0.1.0-abc',
      BASE_URL: '/',
      PROD: true,
      VITE_BRAND_NAME: ' Pollo Campero ',
      VITE_SHOW_NEGATIVE_IDS: 'true',
      VITE_MAP_STYLE_URL: ' https://tiles.example.com/style.json ',
    });
    expect(config).toEqual({
      apiBase: 'https://pedidos.example.com/api',
      buildId: '0.1.0-abc',
      baseUrl: '/',
      production: true,
      brandName: 'Pollo Campero',
      showIdsBelowOne: true,
      mapStyleUrl: 'https://tiles.example.com/style.json',
    });
  });

  it('treats blank values as unset', () => {
    const config = appConfigRead({ VITE_BRAND_NAME: '  ', VITE_MAP_STYLE_URL: '   ' });
    expect(config.brandName).toBe('Burger Salvador');
    expect(config.mapStyleUrl).toBeNull();
  });

  it('refuses a value that would fail later, naming the variable', () => {
    expect(() => appConfigRead({ VITE_API_BASE: 'api' })).toThrow(
      /VITE_API_BASE.*debe empezar con \/ o http\(s\):\/\//,
    );
    expect(() => appConfigRead({ VITE_MAP_STYLE_URL: 'http://tiles.example.com' })).toThrow(
      /VITE_MAP_STYLE_URL/,
    );
    expect(() => appConfigRead({ VITE_SHOW_NEGATIVE_IDS: 'yes' })).toThrow(
      /VITE_SHOW_NEGATIVE_IDS/,
    );
  });
});
