import type { CategorySearchHit, ProductSearchHit } from '../../domain/search';

/** §2.1 the product page of a search hit. */
export function productHitHref(hit: ProductSearchHit): string {
  return `/menu/categoria/${hit.categorySlug}/producto/${encodeURIComponent(hit.productParam)}`;
}

/** §2.1 the category (or sub-category) page of a search hit. */
export function categoryHitHref(hit: CategorySearchHit): string {
  const main = `/menu/categoria/${hit.mainSlug}`;
  return hit.subSlug === null ? main : `${main}/subcategoria/${hit.subSlug}`;
}
