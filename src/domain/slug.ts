/** §5.6 accent- and case-insensitive text for search: 'Jalapeño  Ñ' → 'jalapeno n'. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** §2.1 slug: lowercase, no accents, spaces → hyphens, other punctuation dropped. */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** §2.1 a category's slug: its own URL code when present, else its name, normalised alike. */
export function categorySlug(category: { name: string; urlCode: string | null }): string {
  const code = category.urlCode === null ? '' : slugify(category.urlCode);
  return code === '' ? slugify(category.name) : code;
}

/** §2.1 whether a route's category param names this category. */
export function categoryMatchesSlug(
  category: { name: string; urlCode: string | null },
  param: string,
): boolean {
  return categorySlug(category) === slugify(param);
}

/** §2.1 a product is found by numeric id or by its URL code normalised like a slug. */
export function productMatchesParam(
  product: { id: number; urlCode: string | null },
  param: string,
): boolean {
  const trimmed = param.trim();
  if (/^\d+$/.test(trimmed) && Number(trimmed) === product.id) return true;
  if (product.urlCode === null) return false;
  const code = slugify(product.urlCode);
  return code !== '' && code === slugify(trimmed);
}
