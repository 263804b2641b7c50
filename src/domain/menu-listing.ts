import type { Category, MenuProduct } from './menu';
import { categoryListedMainOf, productIsVisible } from './menu-visibility';
import type { ProductVisibilityContext } from './menu-visibility';
import { categoryMatchesSlug, productMatchesParam } from './slug';

/** Display order: `order`, then id. */
export const byOrder = <T extends { order: number; id: number }>(a: T, b: T) =>
  a.order - b.order || a.id - b.id;

/** §2.1 the main category a route's {cat} names (slug of its name or its URL code). */
export function categoryFindBySlug(
  categories: readonly Category[],
  param: string,
): Category | null {
  return categories.find((c) => c.parentId === null && categoryMatchesSlug(c, param)) ?? null;
}

/** §3.3 the direct sub-categories of a main category, in display order. */
export function categorySubList(categories: readonly Category[], mainId: number): Category[] {
  return categories.filter((c) => c.parentId === mainId).sort(byOrder);
}

/** §2.1 the sub-category of `mainId` a route's {subCat} names. */
export function subcategoryFindBySlug(
  categories: readonly Category[],
  mainId: number,
  param: string,
): Category | null {
  return categorySubList(categories, mainId).find((c) => categoryMatchesSlug(c, param)) ?? null;
}

/**
 * §2.1 the visible product a route's {id} names (numeric id or normalised URL code),
 * preferring one inside the route's main category.
 */
export function productFindByParam(
  products: readonly MenuProduct[],
  param: string,
  ctx: ProductVisibilityContext,
  mainId?: number,
): MenuProduct | null {
  const found = products.filter((p) => productMatchesParam(p, param) && productIsVisible(p, ctx));
  const inside = found.find(
    (p) => categoryListedMainOf(p.categoryId, ctx.categoriesById)?.id === mainId,
  );
  return inside ?? found[0] ?? null;
}

/** §3.5 the promotions strip: visible PROMO products in display order. */
export function productPromoList(
  products: readonly MenuProduct[],
  ctx: ProductVisibilityContext,
): MenuProduct[] {
  return products.filter((p) => p.type === 'PROMO' && productIsVisible(p, ctx)).sort(byOrder);
}

/** §3.3 the 'Nuevos' strip: visible products flagged NW 'S' (promotions have their strip). */
export function productNewList(
  products: readonly MenuProduct[],
  ctx: ProductVisibilityContext,
  limit = 12,
): MenuProduct[] {
  return products
    .filter((p) => p.isNew && p.type !== 'PROMO' && productIsVisible(p, ctx))
    .sort(byOrder)
    .slice(0, limit);
}

/** §2.1 /promociones/menu/{promoId}: a visible PROMO product by id or URL code. */
export function promoFindByParam(
  products: readonly MenuProduct[],
  param: string,
  ctx: ProductVisibilityContext,
): MenuProduct | null {
  return (
    products.find(
      (p) => p.type === 'PROMO' && productMatchesParam(p, param) && productIsVisible(p, ctx),
    ) ?? null
  );
}
