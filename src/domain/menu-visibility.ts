import type { Category, DeviceKind, MenuProduct } from './menu';

export interface ProductVisibilityContext {
  categoriesById: ReadonlyMap<number, Category>;
  /** server weekday, 0 = Sunday .. 6 = Saturday (serverWeekday) */
  weekday: number;
  /** §5.4 override flag that shows products with ids below 1 */
  showIdsBelowOne?: boolean;
}

/** §3.3 categories indexed by id, for visibility checks. */
export function categoriesIndex(categories: readonly Category[]): Map<number, Category> {
  return new Map(categories.map((c) => [c.id, c]));
}

/** §3.3 the main category a category descends from (itself if main); null on a broken chain. */
export function categoryMainOf(
  categoryId: number,
  byId: ReadonlyMap<number, Category>,
): Category | null {
  const seen = new Set<number>();
  let current = byId.get(categoryId);
  while (current && !seen.has(current.id)) {
    if (current.parentId === null) return current;
    seen.add(current.id);
    current = byId.get(current.parentId);
  }
  return null;
}

/**
 * §3.3 the main category a listed category belongs to: itself when main, its parent when a
 * direct sub-category of a main one. Deeper levels are never listed (docs/seed-format.md).
 */
export function categoryListedMainOf(
  categoryId: number,
  byId: ReadonlyMap<number, Category>,
): Category | null {
  const category = byId.get(categoryId);
  if (!category) return null;
  if (category.parentId === null) return category;
  const parent = byId.get(category.parentId);
  return parent && parent.parentId === null ? parent : null;
}

/** §3.3 td: TODOS shows everywhere, MOBILE on phones only, DESKTOP on large screens only. */
export function categoryVisibleOn(category: Category, device: DeviceKind): boolean {
  if (category.display === 'TODOS') return true;
  return category.display === (device === 'mobile' ? 'MOBILE' : 'DESKTOP');
}

/** §3.3 main categories shown on this device, in display order. */
export function categoryMainList(categories: readonly Category[], device: DeviceKind): Category[] {
  return categories
    .filter((c) => c.parentId === null && categoryVisibleOn(c, device))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** §3.3 SM flags are Monday..Sunday; weekday is Sunday-based. Missing flags mean enabled. */
export function productAvailableOnWeekday(product: MenuProduct, weekday: number): boolean {
  return product.weekdays[(weekday + 6) % 7] ?? true;
}

/** §5.4 / §3.3 visible: not hidden (H 0), id ≥ 1 unless overridden, in a main category or a
 * direct sub-category of one, and sold on the server's weekday. */
export function productIsVisible(product: MenuProduct, ctx: ProductVisibilityContext): boolean {
  if (product.hidden) return false;
  if (product.id < 1 && !ctx.showIdsBelowOne) return false;
  if (categoryListedMainOf(product.categoryId, ctx.categoriesById) === null) return false;
  return productAvailableOnWeekday(product, ctx.weekday);
}

/** §3.3 number of visible products under each main category (sub-categories included). */
export function productCountByMainCategory(
  products: readonly MenuProduct[],
  ctx: ProductVisibilityContext,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const product of products) {
    if (!productIsVisible(product, ctx)) continue;
    const main = categoryListedMainOf(product.categoryId, ctx.categoriesById);
    if (main) counts.set(main.id, (counts.get(main.id) ?? 0) + 1);
  }
  return counts;
}
