declare const shopIdBrand: unique symbol;

/**
 * §3.2 a shop's id: I of a data/getCatalogos `tiendas` row, IDTDA of a coverage answer and of a
 * zone, the pickup shop of a delivery choice, `tienda` and `idtda` of the order save body
 * (§3.6). Branded so it is never mixed with another number (a product, an order, a zone); the
 * brand is compile-time only, so the value is the same plain number on the wire, in storage
 * and in the database.
 */
export type ShopId = number & { readonly [shopIdBrand]: 'ShopId' };

/**
 * §3.2 a number already read as a safe integer (a wire row, a database row, a checked
 * request) taken as a shop id: the one cast, at the boundary that read it.
 */
export function shopIdOf(value: number): ShopId {
  return value as ShopId;
}
