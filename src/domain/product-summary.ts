import type { MenuProduct } from './menu';
import type { MenuData } from './menu-data';
import type { Cents } from './money';

/** One line of a product's read-only summary: a title and the names it offers. */
export interface SummaryLine {
  title: string;
  items: string[];
}

/** §3.3 what a combo or configurable product includes, for the detail page. */
export interface ProductSummary {
  sizes: { name: string; extraPrice: Cents }[];
  lines: SummaryLine[];
}

const unique = (names: string[]) => [...new Set(names)];

/**
 * §3.3 read-only summary of a product: its sizes (in order), the visible options with their
 * choices (hidden HPO options are applied automatically and not shown), the breads of a
 * configurable burger and its default ingredients. Empty for simple products.
 */
export function productSummary(
  product: MenuProduct,
  menu: Pick<MenuData, 'sizes' | 'bases'>,
): ProductSummary {
  const sizes = menu.sizes
    .filter((s) => s.menuId === product.id)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((s) => ({ name: s.name, extraPrice: s.extraPrice }));
  const lines: SummaryLine[] = [];
  for (const option of product.options) {
    if (option.hidden) continue;
    const items = unique(option.choices.map((c) => c.name));
    const existing = lines.find((l) => l.title === option.name);
    // options repeated per size share a title: merge their choices
    if (existing) existing.items = unique([...existing.items, ...items]);
    else if (items.length > 0) lines.push({ title: option.name, items });
  }
  const breads = unique(menu.bases.filter((b) => b.menuId === product.id).map((b) => b.name));
  if (breads.length > 0) lines.push({ title: 'Tipo de pan', items: breads });
  const ingredients = product.defaultIngredients?.list.map((i) => i.name) ?? [];
  if (ingredients.length > 0) lines.push({ title: 'Ingredientes', items: unique(ingredients) });
  return { sizes, lines };
}
