/** Test builders for domain menu types (only tests import this). */
import type { Category, MenuProduct } from '../domain/menu';
import { centsFromAmount } from '../domain/money';

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

export const product = (p: Partial<MenuProduct> & { id: number }): MenuProduct => ({
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
});
