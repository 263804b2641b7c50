import { describe, expect, it } from 'vitest';
import type { Category, MenuProduct } from './menu';
import type { Cents } from './money';
import {
  SEARCH_PRODUCT_LIMIT,
  productParam,
  searchIndexBuild,
  searchIndexFor,
  searchQueryReady,
  searchRun,
} from './search';
import { category as buildCategory, product as buildProduct } from '../test/menu-builders';

const category = (id: number, name: string, extra: Partial<Category> = {}): Category =>
  buildCategory({ id, name, order: id, ...extra });

const product = (
  id: number,
  name: string,
  price: number,
  categoryId: number,
  extra: Partial<MenuProduct> = {},
): MenuProduct =>
  buildProduct({ id, name, price: price as Cents, categoryId, imageRef: '', order: id, ...extra });

const menu = {
  categories: [
    category(1, 'Hamburguesas'),
    category(2, 'Pollo Frito', { urlCode: 'Pollo' }),
    category(3, 'Menú Infantil', { display: 'MOBILE' }),
    category(10, 'Clásicas', { parentId: 1 }),
  ],
  products: [
    product(101, 'Hamburguesa Clásica', 350, 10, { urlCode: 'Clasica' }),
    product(102, 'Hamburguesa Jalapeño', 475, 1),
    product(103, 'Hamburguesa oculta', 200, 1, { hidden: true }),
    product(0, 'Hamburguesa técnica', 100, 1),
    product(104, 'Hamburguesa huérfana', 100, 99),
    // Monday only (flags are Monday..Sunday); searched on a Sunday below
    product(201, 'Pieza de pollo', 125, 2, {
      weekdays: [true, false, false, false, false, false, false],
    }),
    product(202, 'Combo de pollo frito', 599, 2),
    product(301, 'Cajita feliz', 399, 3),
  ],
};
const sunday = 0;
const index = searchIndexBuild(menu, { weekday: sunday, device: 'desktop' });

describe('search (§5.6)', () => {
  it('needs 3 characters, spaces aside', () => {
    expect(searchQueryReady('ha')).toBe(false);
    expect(searchQueryReady('  ha  ')).toBe(false);
    expect(searchQueryReady('ham')).toBe(true);
    expect(searchRun(index, 'ha')).toBeNull();
  });

  it('finds only visible products, with their link parts', () => {
    const results = searchRun(index, 'hamburguesa');
    expect(results?.products.map((h) => h.product.id)).toEqual([101, 102]);
    expect(results?.products[0]).toMatchObject({
      categorySlug: 'hamburguesas',
      productParam: 'clasica',
    });
    expect(results?.products[1]?.productParam).toBe('102');
    expect(results?.categories.map((h) => h.category.id)).toEqual([1]);
  });

  it('ignores accents and case, and matches words late in the name', () => {
    expect(searchRun(index, 'JALAPENO')?.products.map((h) => h.product.id)).toEqual([102]);
    expect(searchRun(index, 'clásicas')?.categories[0]).toMatchObject({
      mainSlug: 'hamburguesas',
      subSlug: 'clasicas',
    });
    expect(searchRun(index, 'frito')?.products.map((h) => h.product.id)).toEqual([202]);
  });

  it('applies weekday flags and device display to what can be found', () => {
    expect(searchRun(index, 'pieza')?.products).toEqual([]);
    const monday = searchIndexBuild(menu, { weekday: 1, device: 'mobile' });
    expect(searchRun(monday, 'pieza')?.products.map((h) => h.product.id)).toEqual([201]);
    expect(searchRun(index, 'infantil')?.categories).toEqual([]);
    expect(searchRun(monday, 'infantil')?.categories.map((h) => h.category.id)).toEqual([3]);
  });

  it('finds by price written with two decimals', () => {
    expect(searchRun(index, '5.99')?.products.map((h) => h.product.id)).toEqual([202]);
    expect(searchRun(index, '3.50')?.products.map((h) => h.product.id)).toEqual([101]);
  });

  it('renders at most 11 products', () => {
    const many = {
      categories: menu.categories,
      products: Array.from({ length: 20 }, (_, i) => product(500 + i, `Papas fritas ${i}`, 150, 1)),
    };
    const results = searchRun(searchIndexBuild(many, { weekday: 0, device: 'mobile' }), 'papas');
    expect(results?.products).toHaveLength(SEARCH_PRODUCT_LIMIT);
  });

  it('builds the index once per menu object and context', () => {
    const ctx = { weekday: 0, device: 'mobile' as const };
    const first = searchIndexFor(menu, ctx);
    expect(searchIndexFor(menu, { ...ctx })).toBe(first);
    expect(searchIndexFor({ ...menu }, ctx)).not.toBe(first);
    expect(searchIndexFor(menu, { ...ctx, weekday: 1 })).not.toBe(first);
  });

  it('uses the URL code as product parameter, else the id', () => {
    expect(productParam({ id: 7, urlCode: ' Doble Queso ' })).toBe('doble-queso');
    expect(productParam({ id: 7, urlCode: '' })).toBe('7');
  });
});
