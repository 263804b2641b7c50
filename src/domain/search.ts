import Fuse, { type IFuseOptions } from 'fuse.js';
import type { Category, DeviceKind, MenuProduct } from './menu';
import {
  categoriesIndex,
  categoryMainOf,
  categoryVisibleOn,
  productIsVisible,
} from './menu-visibility';
import { centsToAmount } from './money';
import { categorySlug, normalizeText, slugify } from './slug';

/** §5.6 the search acts from this many characters; fewer clear the results. */
export const SEARCH_MIN_CHARS = 3;
/** §5.6 input debounce. */
export const SEARCH_DEBOUNCE_MS = 350;
/** §5.6 at most this many product results are rendered. */
export const SEARCH_PRODUCT_LIMIT = 11;

export interface ProductSearchHit {
  product: MenuProduct;
  /** slug of the product's main category */
  categorySlug: string;
  /** the product's URL code as a slug, else its numeric id */
  productParam: string;
}

export interface CategorySearchHit {
  category: Category;
  /** slug of the main category (the category itself when it is main) */
  mainSlug: string;
  /** slug of the sub-category, null for a main category */
  subSlug: string | null;
}

export interface SearchResults {
  products: ProductSearchHit[];
  categories: CategorySearchHit[];
}

interface ProductDoc extends ProductSearchHit {
  name: string;
  normalizedName: string;
  price: string;
}

interface CategoryDoc extends CategorySearchHit {
  name: string;
  normalizedName: string;
}

export interface SearchIndex {
  products: Fuse<ProductDoc>;
  categories: Fuse<CategoryDoc>;
}

export interface SearchIndexContext {
  weekday: number;
  device: DeviceKind;
}

// ignoreLocation: a word late in a long name ('Combo de pollo') must match as well as an early one
const fuseBase = { threshold: 0.2, minMatchCharLength: SEARCH_MIN_CHARS, ignoreLocation: true };
const productFuse: IFuseOptions<ProductDoc> = {
  ...fuseBase,
  keys: ['name', 'normalizedName', 'price'],
};
const categoryFuse: IFuseOptions<CategoryDoc> = { ...fuseBase, keys: ['name', 'normalizedName'] };

/** §5.6 a product's price as searched: '4.50'. */
export function searchPriceText(product: MenuProduct): string {
  return centsToAmount(product.price).toFixed(2);
}

/** §2.1 the product's route parameter: its URL code as a slug, else its id. */
export function productParam(product: { id: number; urlCode: string | null }): string {
  const code = product.urlCode === null ? '' : slugify(product.urlCode);
  return code === '' ? String(product.id) : code;
}

/** §5.6 the searchable products: only those visible today (§5.4), with their link parts. */
export function searchProductDocs(
  menu: { categories: readonly Category[]; products: readonly MenuProduct[] },
  weekday: number,
): ProductDoc[] {
  const categoriesById = categoriesIndex(menu.categories);
  const docs: ProductDoc[] = [];
  for (const product of menu.products) {
    if (!productIsVisible(product, { categoriesById, weekday })) continue;
    const main = categoryMainOf(product.categoryId, categoriesById);
    if (!main) continue;
    docs.push({
      product,
      categorySlug: categorySlug(main),
      productParam: productParam(product),
      name: product.name,
      normalizedName: normalizeText(product.name),
      price: searchPriceText(product),
    });
  }
  return docs;
}

/** §5.6 the searchable categories: main ones shown on this device and their sub-categories. */
export function searchCategoryDocs(
  categories: readonly Category[],
  device: DeviceKind,
): CategoryDoc[] {
  const byId = categoriesIndex(categories);
  const docs: CategoryDoc[] = [];
  for (const category of categories) {
    const main = categoryMainOf(category.id, byId);
    if (!main || !categoryVisibleOn(main, device)) continue;
    const isMain = main.id === category.id;
    docs.push({
      category,
      mainSlug: categorySlug(main),
      subSlug: isMain ? null : categorySlug(category),
      name: category.name,
      normalizedName: normalizeText(category.name),
    });
  }
  return docs;
}

/** §5.6 the Fuse indexes of one menu; build once per menu, not per keystroke. */
export function searchIndexBuild(
  menu: { categories: readonly Category[]; products: readonly MenuProduct[] },
  ctx: SearchIndexContext,
): SearchIndex {
  return {
    products: new Fuse(searchProductDocs(menu, ctx.weekday), productFuse),
    categories: new Fuse(searchCategoryDocs(menu.categories, ctx.device), categoryFuse),
  };
}

type SearchMenu = { categories: readonly Category[]; products: readonly MenuProduct[] };
const indexCache = new WeakMap<SearchMenu, Map<string, SearchIndex>>();

/** §5.6 the index of this menu object for this day and device, built on first use only. */
export function searchIndexFor(menu: SearchMenu, ctx: SearchIndexContext): SearchIndex {
  let byContext = indexCache.get(menu);
  if (!byContext) {
    byContext = new Map();
    indexCache.set(menu, byContext);
  }
  const key = `${ctx.weekday}|${ctx.device}`;
  let index = byContext.get(key);
  if (!index) {
    index = searchIndexBuild(menu, ctx);
    byContext.set(key, index);
  }
  return index;
}

/** §5.6 whether a query is long enough to search (3+ characters, spaces aside). */
export function searchQueryReady(query: string): boolean {
  return normalizeText(query).length >= SEARCH_MIN_CHARS;
}

/** §5.6 results grouped into products (at most 11) and categories; null below 3 characters. */
export function searchRun(index: SearchIndex, query: string): SearchResults | null {
  if (!searchQueryReady(query)) return null;
  const text = normalizeText(query);
  return {
    products: index.products.search(text, { limit: SEARCH_PRODUCT_LIMIT }).map((r) => ({
      product: r.item.product,
      categorySlug: r.item.categorySlug,
      productParam: r.item.productParam,
    })),
    categories: index.categories.search(text).map((r) => ({
      category: r.item.category,
      mainSlug: r.item.mainSlug,
      subSlug: r.item.subSlug,
    })),
  };
}
