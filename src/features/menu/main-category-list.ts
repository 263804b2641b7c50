import type { Category, DeviceKind } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import {
  categoriesIndex,
  categoryMainList,
  productCountByMainCategory,
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
  weekday: number,
): MainCategoryEntry[] {
  const counts = productCountByMainCategory(menu.products, {
    categoriesById: categoriesIndex(menu.categories),
    weekday,
  });
  return categoryMainList(menu.categories, device).map((category) => ({
    category,
    slug: categorySlug(category),
    productCount: counts.get(category.id) ?? 0,
  }));
}
