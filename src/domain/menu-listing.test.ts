import { describe, expect, it } from 'vitest';
import { category, product } from '../test/menu-builders';
import {
  categoryFindBySlug,
  categorySubList,
  productFindByParam,
  productNewList,
  productPromoList,
  promoFindByParam,
  subcategoryFindBySlug,
} from './menu-listing';
import { productGroupsOfCategory } from './category-listing';
import { categoriesIndex } from './menu-visibility';

const categories = [
  category({ id: 2, name: 'Hamburguesas', urlCode: 'burgers' }),
  category({ id: 9, name: 'Promociones' }),
  category({ id: 5, name: 'Acompañamientos' }),
  category({ id: 22, name: 'De la casa', parentId: 2, order: 2 }),
  category({ id: 21, name: 'Clásicas', parentId: 2, order: 1 }),
  category({ id: 23, name: 'Vacía', parentId: 2, order: 3 }),
  category({ id: 95, name: 'Temporada', parentId: 22 }),
];
const MONDAY = 1;
const ctx = { categoriesById: categoriesIndex(categories), weekday: MONDAY };
const products = [
  product({ id: 1101, categoryId: 21, order: 2, urlCode: 'Hamburguesa Clásica' }),
  product({ id: 1102, categoryId: 21, order: 1, isNew: true }),
  product({ id: 1121, categoryId: 22, urlCode: 'la-chivona', isNew: true }),
  product({ id: 1191, categoryId: 22, hidden: true, isNew: true }),
  product({ id: 1192, categoryId: 95, urlCode: 'pavo' }),
  product({ id: -5, categoryId: 21 }),
  product({ id: 1099, categoryId: 2 }),
  product({ id: 1001, categoryId: 5, urlCode: 'la-chivona' }),
  product({ id: 1901, categoryId: 9, type: 'PROMO', order: 2, urlCode: 'segundo-combo' }),
  product({ id: 1902, categoryId: 9, type: 'PROMO', order: 1, isNew: true }),
  product({ id: 1906, categoryId: 9, type: 'PROMO', weekdays: [0, 1, 0, 0, 0, 0, 0].map(Boolean) }),
];

describe('category lookups by slug (§2.1)', () => {
  it('finds main categories by URL code or slugged name, not sub-categories', () => {
    expect(categoryFindBySlug(categories, 'burgers')?.id).toBe(2);
    expect(categoryFindBySlug(categories, 'acompanamientos')?.id).toBe(5);
    expect(categoryFindBySlug(categories, 'Acompañamientos')?.id).toBe(5);
    expect(categoryFindBySlug(categories, 'hamburguesas')).toBeNull();
    expect(categoryFindBySlug(categories, 'clasicas')).toBeNull();
    expect(categoryFindBySlug(categories, 'nada')).toBeNull();
  });

  it('finds sub-categories only under their own main category, in order', () => {
    expect(categorySubList(categories, 2).map((c) => c.id)).toEqual([21, 22, 23]);
    expect(subcategoryFindBySlug(categories, 2, 'de-la-casa')?.id).toBe(22);
    expect(subcategoryFindBySlug(categories, 5, 'de-la-casa')).toBeNull();
    expect(subcategoryFindBySlug(categories, 2, 'temporada')).toBeNull();
  });
});

describe('productGroupsOfCategory (§3.3)', () => {
  it('puts the main category own products first, then sub-categories, skipping empty ones', () => {
    const groups = productGroupsOfCategory(products, categories, categories[0]!, ctx);
    expect(groups.map((g) => [g.category.id, g.products.map((p) => p.id)])).toEqual([
      [2, [1099]],
      [21, [1102, 1101]],
      [22, [1121]],
    ]);
  });

  it('shows ids below 1 only with the override flag', () => {
    const groups = productGroupsOfCategory(products, categories, categories[0]!, {
      ...ctx,
      showIdsBelowOne: true,
    });
    expect(groups[1]!.products.map((p) => p.id)).toContain(-5);
  });
});

describe('productFindByParam (§2.1)', () => {
  it('finds by numeric id or normalised URL code', () => {
    expect(productFindByParam(products, '1101', ctx)?.id).toBe(1101);
    expect(productFindByParam(products, 'hamburguesa-clasica', ctx)?.id).toBe(1101);
    expect(productFindByParam(products, 'HAMBURGUESA-CLÁSICA', ctx)?.id).toBe(1101);
  });

  it('prefers the product inside the route category when URL codes collide', () => {
    expect(productFindByParam(products, 'la-chivona', ctx, 5)?.id).toBe(1001);
    expect(productFindByParam(products, 'la-chivona', ctx, 2)?.id).toBe(1121);
  });

  it('misses hidden, negative, third-level and unknown products', () => {
    for (const param of ['1191', '-5', '1192', 'pavo', '4040', '', 'x']) {
      expect(productFindByParam(products, param, ctx)).toBeNull();
    }
  });
});

describe('home strips (§3.5, §3.3 NW)', () => {
  it('lists visible promotions in order, honouring weekday flags', () => {
    expect(productPromoList(products, ctx).map((p) => p.id)).toEqual([1902, 1901]);
    const tuesday = { ...ctx, weekday: 2 };
    expect(productPromoList(products, tuesday).map((p) => p.id)).toEqual([1906, 1902, 1901]);
  });

  it('lists visible new products that are not promotions, up to a limit', () => {
    expect(productNewList(products, ctx).map((p) => p.id)).toEqual([1121, 1102]);
    expect(productNewList(products, ctx, 1)).toHaveLength(1);
  });

  it('finds a promotion by id or code, never a plain product', () => {
    expect(promoFindByParam(products, '1901', ctx)?.id).toBe(1901);
    expect(promoFindByParam(products, 'segundo-combo', ctx)?.id).toBe(1901);
    expect(promoFindByParam(products, '1101', ctx)).toBeNull();
    expect(promoFindByParam(products, '1906', ctx)).toBeNull();
  });
});
