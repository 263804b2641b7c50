import type { Category, MenuProduct } from './menu';
import { categorySlug, slugify } from './slug';

/** §2.1 /menu/categoria/{cat} */
export function categoryPath(main: Category): string {
  return `/menu/categoria/${categorySlug(main)}`;
}

/** §2.1 /menu/categoria/{cat}/subcategoria/{subCat} */
export function subcategoryPath(main: Category, sub: Category): string {
  return `${categoryPath(main)}/subcategoria/${categorySlug(sub)}`;
}

/** §2.1 a product's {id} param: its URL code normalised, else its numeric id. */
export function productParam(product: Pick<MenuProduct, 'id' | 'urlCode'>): string {
  const code = product.urlCode === null ? '' : slugify(product.urlCode);
  return code === '' ? String(product.id) : code;
}

/**
 * §2.1 where a product's page lives: promotions under /promociones/menu/{id}, others under
 * their main category and, when placed in one, their sub-category.
 */
export function productPath(
  product: MenuProduct,
  byId: ReadonlyMap<number, Category>,
): string | null {
  if (product.type === 'PROMO') return `/promociones/menu/${productParam(product)}`;
  const category = byId.get(product.categoryId);
  if (!category) return null;
  if (category.parentId === null)
    return `${categoryPath(category)}/producto/${productParam(product)}`;
  const main = byId.get(category.parentId);
  if (!main || main.parentId !== null) return null;
  return `${subcategoryPath(main, category)}/producto/${productParam(product)}`;
}

/** §2.1 the breadcrumb trail of a product: its main category and, if any, its sub-category. */
export function productTrail(
  product: MenuProduct,
  byId: ReadonlyMap<number, Category>,
): { main: Category | null; sub: Category | null } {
  const category = byId.get(product.categoryId) ?? null;
  if (!category || category.parentId === null) return { main: category, sub: null };
  const main = byId.get(category.parentId) ?? null;
  return main && main.parentId === null ? { main, sub: category } : { main: null, sub: null };
}
