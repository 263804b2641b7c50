declare const orderIdBrand: unique symbol;

/**
 * §3.6 an order's id (idord, ORDERID of the order save's answer, the `{id}` of /orders and
 * /tracking when it is a number): a positive integer. Not the tracker hash, which an
 * OrderRef may name instead (order-ref.ts). Branded so it is never mixed with another number;
 * the brand is compile-time only, so the value is the same plain number on the wire, in
 * storage and in the database.
 */
export type OrderId = number & { readonly [orderIdBrand]: 'OrderId' };

/**
 * §3.6 a number already read as an order id (a wire answer, a database row, a checked
 * request) taken as one: the one cast, at the boundary that read it.
 */
export function orderIdOf(value: number): OrderId {
  return value as OrderId;
}

/** §3.6 an unchecked value (a stored record, a request) as an order id: a positive safe integer, or null. */
export function orderIdParse(value: unknown): OrderId | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? orderIdOf(value)
    : null;
}
