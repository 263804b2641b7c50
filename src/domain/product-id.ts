declare const productIdBrand: unique symbol;

/**
 * §3.3 a menu product's id: I of a data/getData `menu` row, idpmn of a cart line, I of an
 * order line (§3.4), the ids a promotion applies to. Branded so it is never mixed with
 * another number (a category, an option, a shop); the brand is compile-time only, so the
 * value is the same plain number on the wire, in storage and in the database.
 */
export type ProductId = number & { readonly [productIdBrand]: 'ProductId' };

/**
 * §3.3 a number already read as a safe integer (a wire row, a database row, a checked
 * request) taken as a product id: the one cast, at the boundary that read it.
 */
export function productIdOf(value: number): ProductId {
  return value as ProductId;
}

/** §3.3 an unchecked value (a stored record, a request) as a product id: a safe integer, or null. */
export function productIdParse(value: unknown): ProductId | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? productIdOf(value) : null;
}
