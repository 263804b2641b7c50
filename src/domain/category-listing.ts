import type { Category, MenuProduct } from './menu';
import { byOrder, categorySubList } from './menu-listing';
import { productIsVisible, type ProductVisibilityContext } from './menu-visibility';

// the listings of the category and sub-category pages (the home page needs none of them)

/** A sub-category section of a category page: its category and its visible products. */
export interface ProductGroup {
  category: Category;
  products: MenuProduct[];
}

/** §5.4 the visible products of exactly this category, in display order. */
export function productsOfCategory(
  products: readonly MenuProduct[],
  categoryId: number,
  ctx: ProductVisibilityContext,
): MenuProduct[] {
  return products
    .filter((p) => p.categoryId === categoryId && productIsVisible(p, ctx))
    .sort(byOrder);
}

/**
 * §3.3 a category page: products placed on the main category itself first, then one group
 * per sub-category in display order; groups with no visible product are left out.
 */
export function productGroupsOfCategory(
  products: readonly MenuProduct[],
  categories: readonly Category[],
  main: Category,
  ctx: ProductVisibilityContext,
): ProductGroup[] {
  return [main, ...categorySubList(categories, main.id)]
    .map((category) => ({ category, products: productsOfCategory(products, category.id, ctx) }))
    .filter((group) => group.products.length > 0);
}
