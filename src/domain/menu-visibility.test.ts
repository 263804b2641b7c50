import { describe, expect, it } from 'vitest';
import {
  categoriesIndex,
  categoryMainList,
  categoryListedMainOf,
  categoryMainOf,
  categoryVisibleOn,
  productAvailableOnWeekday,
  productCountByMainCategory,
  productIsVisible,
} from './menu-visibility';
import { category, product } from '../test/menu-builders';

const categories = [
  category({ id: 1, name: 'Hamburguesas', order: 2 }),
  category({ id: 2, name: 'Bebidas', order: 1, display: 'MOBILE' }),
  category({ id: 3, name: 'Escritorio', order: 3, display: 'DESKTOP' }),
  category({ id: 10, name: 'Clásicas', parentId: 1 }),
  category({ id: 11, name: 'Nieta', parentId: 10 }),
  category({ id: 20, name: 'Huérfana', parentId: 99 }),
  category({ id: 30, name: 'Ciclo A', parentId: 31 }),
  category({ id: 31, name: 'Ciclo B', parentId: 30 }),
];
const byId = categoriesIndex(categories);
const SUNDAY = 0;
const MONDAY = 1;
const ctx = { categoriesById: byId, weekday: MONDAY };

describe('categoryMainOf', () => {
  it('walks up to the main category', () => {
    expect(categoryMainOf(1, byId)?.id).toBe(1);
    expect(categoryMainOf(11, byId)?.id).toBe(1);
  });

  it('gives null for unknown parents and cycles', () => {
    expect(categoryMainOf(20, byId)).toBeNull();
    expect(categoryMainOf(30, byId)).toBeNull();
    expect(categoryMainOf(404, byId)).toBeNull();
  });
});

describe('categoryListedMainOf', () => {
  it('gives the main category of a main or direct sub-category', () => {
    expect(categoryListedMainOf(1, byId)?.id).toBe(1);
    expect(categoryListedMainOf(10, byId)?.id).toBe(1);
  });

  it('gives null for third levels, orphans, cycles and unknown ids', () => {
    expect(categoryListedMainOf(11, byId)).toBeNull();
    expect(categoryListedMainOf(20, byId)).toBeNull();
    expect(categoryListedMainOf(30, byId)).toBeNull();
    expect(categoryListedMainOf(404, byId)).toBeNull();
  });
});

describe('category visibility by td', () => {
  it('shows TODOS everywhere and MOBILE/DESKTOP only on their device', () => {
    const [hamburguesas, bebidas, escritorio] = categories;
    expect(categoryVisibleOn(hamburguesas!, 'mobile')).toBe(true);
    expect(categoryVisibleOn(bebidas!, 'mobile')).toBe(true);
    expect(categoryVisibleOn(bebidas!, 'desktop')).toBe(false);
    expect(categoryVisibleOn(escritorio!, 'desktop')).toBe(true);
    expect(categoryVisibleOn(escritorio!, 'mobile')).toBe(false);
  });

  it('lists main categories for the device in display order', () => {
    expect(categoryMainList(categories, 'mobile').map((c) => c.id)).toEqual([2, 1]);
    expect(categoryMainList(categories, 'desktop').map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('productIsVisible', () => {
  it('shows a plain product in a main category or a direct sub-category', () => {
    expect(productIsVisible(product({ id: 1 }), ctx)).toBe(true);
    expect(productIsVisible(product({ id: 2, categoryId: 10 }), ctx)).toBe(true);
  });

  it('hides products of a third-level category (only two levels are listed)', () => {
    expect(productIsVisible(product({ id: 2, categoryId: 11 }), ctx)).toBe(false);
  });

  it('hides products flagged hidden (H not 0)', () => {
    expect(productIsVisible(product({ id: 1, hidden: true }), ctx)).toBe(false);
  });

  it('hides ids below 1 unless the override flag is set', () => {
    expect(productIsVisible(product({ id: 0 }), ctx)).toBe(false);
    expect(productIsVisible(product({ id: -5 }), ctx)).toBe(false);
    expect(productIsVisible(product({ id: 0 }), { ...ctx, showIdsBelowOne: true })).toBe(true);
  });

  it('hides products outside a main category tree', () => {
    expect(productIsVisible(product({ id: 1, categoryId: 20 }), ctx)).toBe(false);
    expect(productIsVisible(product({ id: 1, categoryId: 30 }), ctx)).toBe(false);
    expect(productIsVisible(product({ id: 1, categoryId: 404 }), ctx)).toBe(false);
  });

  it('reads SM weekday flags as Monday..Sunday against the server weekday', () => {
    const mondayOnly = product({
      id: 1,
      weekdays: [true, false, false, false, false, false, false],
    });
    const sundayOnly = product({
      id: 2,
      weekdays: [false, false, false, false, false, false, true],
    });
    expect(productAvailableOnWeekday(mondayOnly, MONDAY)).toBe(true);
    expect(productAvailableOnWeekday(mondayOnly, SUNDAY)).toBe(false);
    expect(productIsVisible(sundayOnly, { ...ctx, weekday: SUNDAY })).toBe(true);
    expect(productIsVisible(sundayOnly, ctx)).toBe(false);
  });
});

describe('productCountByMainCategory', () => {
  it('counts visible products under each main category', () => {
    const counts = productCountByMainCategory(
      [
        product({ id: 1 }),
        product({ id: 2, categoryId: 10 }),
        product({ id: 6, categoryId: 11 }),
        product({ id: 3, categoryId: 2 }),
        product({ id: 4, hidden: true }),
        product({ id: 5, categoryId: 20 }),
      ],
      ctx,
    );
    expect(counts.get(1)).toBe(2);
    expect(counts.get(2)).toBe(1);
    expect(counts.has(20)).toBe(false);
  });
});
