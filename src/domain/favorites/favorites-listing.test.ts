import { describe, expect, it } from 'vitest';
import { productIdOf } from '../product-id';
import { categoriesIndex } from '../menu-visibility';
import { category, product, productIds } from '../../test/menu-builders';
import { svTime } from '../../test/cart-validity-builders';
import { favoritesListing } from './favorites-listing';

const categories = [
  category({ id: 1, name: 'Hamburguesas' }),
  category({ id: 2, name: 'Postres', parentId: 1 }),
  category({ id: 3, name: 'Escondida', parentId: 2 }),
];
const ctx = { categoriesById: categoriesIndex(categories), weekday: 1 };
const burger = product({ id: 101, name: 'Clásica' });
const pie = product({ id: 102, name: 'Pie', categoryId: 2 });
const hidden = product({ id: 103, hidden: true });
const orphan = product({ id: 104, categoryId: 3 });
// Monday is the first flag: not sold on Mondays
const weekend = product({ id: 105, weekdays: [false, true, true, true, true, true, true] });
const breakfast = product({ id: 106 });
const products = [burger, pie, hidden, orphan, weekend, breakfast];
const schedules = [{ menuId: productIdOf(106), from: '07:00', to: '11:00' }];
const monday = (hhmm: string) => svTime(hhmm, 23);

describe('favoritesListing (§3.3 /favorites against today’s menu)', () => {
  it('lists products with their page, in the favourites’ order', () => {
    const entries = favoritesListing(productIds(102, 101), products, ctx, [], monday('12:00'));
    expect(entries).toEqual([
      {
        kind: 'listed',
        product: pie,
        href: '/menu/categoria/hamburguesas/subcategoria/postres/producto/102',
        soldNow: true,
        windows: [],
      },
      {
        kind: 'listed',
        product: burger,
        href: '/menu/categoria/hamburguesas/producto/101',
        soldNow: true,
        windows: [],
      },
    ]);
  });

  it('shows hidden products and products gone from the menu as unavailable', () => {
    const entries = favoritesListing(productIds(103, 999, 104), products, ctx, [], monday('12:00'));
    expect(entries).toEqual([
      { kind: 'unavailable', productId: 103, product: hidden },
      { kind: 'unavailable', productId: 999, product: null },
      { kind: 'unavailable', productId: 104, product: orphan },
    ]);
  });

  it('keeps a product outside its hours or days listed, restricted by schedule', () => {
    const [atNoon, onMonday] = favoritesListing(
      productIds(106, 105),
      products,
      ctx,
      schedules,
      monday('12:00'),
    );
    expect(atNoon).toMatchObject({ kind: 'listed', soldNow: false, windows: schedules });
    expect(onMonday).toMatchObject({ kind: 'listed', soldNow: false, windows: [] });
    const [atNine] = favoritesListing(productIds(106), products, ctx, schedules, monday('09:00'));
    expect(atNine).toMatchObject({ kind: 'listed', soldNow: true });
  });
});
