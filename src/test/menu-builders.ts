/** Test builders for domain menu types (only tests import this). */
import type { Category, MenuProduct } from '../domain/menu';
import { centsFromAmount } from '../domain/money';
import { productIdOf, type ProductId } from '../domain/product-id';

export const category = (c: Partial<Category> & { id: number }): Category => ({
  name: `Categoría ${c.id}`,
  parentId: null,
  urlCode: null,
  display: 'TODOS',
  kind: 'MEN',
  order: 0,
  images: { mediumJpg: '', mediumWebp: '' },
  ...c,
});

/** Menu ids as a test writes them. */
export const productIds = (...ids: number[]): ProductId[] => ids.map(productIdOf);

/** A menu product; the id as a test writes it (a plain number). */
export const product = (p: Omit<Partial<MenuProduct>, 'id'> & { id: number }): MenuProduct => ({
  imageRef: String(p.id),
  name: `Producto ${p.id}`,
  description: '',
  price: centsFromAmount(1),
  categoryId: 1,
  type: 'PRD',
  geoRestricted: false,
  channel: 'TODOS',
  hidden: false,
  isNew: false,
  weekdays: [true, true, true, true, true, true, true],
  order: 0,
  urlCode: null,
  breakfast: false,
  images: { smallJpg: '', smallWebp: '', mediumJpg: '', mediumWebp: '' },
  options: [],
  defaultIngredients: null,
  extraIngredients: null,
  ...p,
  id: productIdOf(p.id),
});
