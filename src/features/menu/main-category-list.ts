import type { Category, DeviceKind } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import {
  categoryMainList,
  productCountByMainCategory,
  type ProductVisibilityContext,
} from '../../domain/menu-visibility';
import { categorySlug } from '../../domain/slug';

export interface MainCategoryEntry {
  category: Category;
  slug: string;
  productCount: number;
}

/** The home page's categories: main, shown on this device, with their visible product count. */
export function mainCategoryEntries(
  menu: MenuData,
  device: DeviceKind,
  ctx: ProductVisibilityContext,
): MainCategoryEntry[] {
  const counts = productCountByMainCategory(menu.products, ctx);
  return categoryMainList(menu.categories, device).map((category) => ({
    category,
    slug: categorySlug(category),
    productCount: counts.get(category.id) ?? 0,
  }));
}
