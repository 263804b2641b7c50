import { describe, expect, test } from 'vitest';
import { routeFilePattern, routePreloadsFor, type RoutePreloads } from './route-preloads.ts';

const files = (name: string) => ({ js: [`/assets/${name}.js`], css: [] });

describe('route preloads', () => {
  test('a flat route file name gives its URL pattern', () => {
    expect(routeFilePattern('_shop.menu.categoria.$cat.producto.$id')).toBe(
      '/menu/categoria/$cat/producto/$id',
    );
    expect(routeFilePattern('_shop.menu.categoria.$cat.index')).toBe('/menu/categoria/$cat');
    expect(routeFilePattern('_shop.cart')).toBe('/cart');
    expect(routeFilePattern('tracker.$id')).toBe('/tracker/$id');
    expect(routeFilePattern('_shop.profile.$')).toBe('/profile/$');
  });

  test('a path takes the pattern with the most fixed segments; none matches unknown paths', () => {
    const preloads: RoutePreloads = {
      '/menu/categoria/$cat': files('category'),
      '/menu/categoria/$cat/producto/$id': files('product'),
      '/profile/$': files('profile-any'),
      '/profile/user-data': files('user-data'),
      '/cart': files('cart'),
    };
    expect(routePreloadsFor(preloads, '/menu/categoria/hamburguesas/producto/1101')).toEqual(
      files('product'),
    );
    expect(routePreloadsFor(preloads, '/menu/categoria/combos/')).toEqual(files('category'));
    expect(routePreloadsFor(preloads, '/cart?x=1')).toEqual(files('cart'));
    expect(routePreloadsFor(preloads, '/profile/user-data')).toEqual(files('user-data'));
    expect(routePreloadsFor(preloads, '/profile/a/b')).toEqual(files('profile-any'));
    expect(routePreloadsFor(preloads, '/carts')).toBeNull();
    expect(routePreloadsFor(preloads, '/menu/categoria')).toBeNull();
  });
});
