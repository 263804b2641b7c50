import { describe, expect, it } from 'vitest';
import { category, product } from '../test/menu-builders';
import { productParam, productPath, productTrail } from './menu-paths';
import { categoriesIndex } from './menu-visibility';
import { productIdOf } from './product-id';

const byId = categoriesIndex([
  category({ id: 2, name: 'Hamburguesas' }),
  category({ id: 9, name: 'Promociones' }),
  category({ id: 22, name: 'De la casa', parentId: 2 }),
  category({ id: 95, name: 'Temporada', parentId: 22 }),
]);

describe('product paths (§2.1)', () => {
  it('uses the normalised URL code, else the id', () => {
    expect(productParam({ id: productIdOf(7), urlCode: 'La Chivona' })).toBe('la-chivona');
    expect(productParam({ id: productIdOf(7), urlCode: null })).toBe('7');
    expect(productParam({ id: productIdOf(7), urlCode: ' ¡! ' })).toBe('7');
  });

  it('builds category, sub-category and promotion paths', () => {
    expect(productPath(product({ id: 1, categoryId: 2 }), byId)).toBe(
      '/menu/categoria/hamburguesas/producto/1',
    );
    expect(productPath(product({ id: 1, categoryId: 22, urlCode: 'x' }), byId)).toBe(
      '/menu/categoria/hamburguesas/subcategoria/de-la-casa/producto/x',
    );
    expect(productPath(product({ id: 1901, categoryId: 9, type: 'PROMO' }), byId)).toBe(
      '/promociones/menu/1901',
    );
  });

  it('has no path for products outside the two listed levels', () => {
    expect(productPath(product({ id: 1, categoryId: 95 }), byId)).toBeNull();
    expect(productPath(product({ id: 1, categoryId: 404 }), byId)).toBeNull();
  });

  it('gives the breadcrumb trail', () => {
    const trail = productTrail(product({ id: 1, categoryId: 22 }), byId);
    expect([trail.main?.id, trail.sub?.id]).toEqual([2, 22]);
    expect(productTrail(product({ id: 1, categoryId: 2 }), byId).sub).toBeNull();
    expect(productTrail(product({ id: 1, categoryId: 95 }), byId).main).toBeNull();
  });
});
