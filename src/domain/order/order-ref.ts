import { orderIdOf, type OrderId } from './order-id';

/** §2.1 what /orders/{id or hash} and /tracking/{id} name: a tracker hash or an order id. */
export type OrderRef = { kind: 'hash'; hash: string } | { kind: 'id'; id: OrderId };

const HASH = /^[0-9a-f]{32}$/i;
const ID = /^[1-9]\d{0,9}$/;

/** §2.1 / §3.6 a route parameter read as a 32-hex hash (lower case) or a positive order id. */
export function orderRefParse(param: string): OrderRef | null {
  const text = param.trim();
  if (HASH.test(text)) return { kind: 'hash', hash: text.toLowerCase() };
  if (ID.test(text)) {
    const id = Number(text);
    return Number.isSafeInteger(id) ? { kind: 'id', id: orderIdOf(id) } : null;
  }
  return null;
}

/** §3.6 whether a text is a tracker hash (32 hex characters). */
export function orderHashIsValid(hash: string): boolean {
  return HASH.test(hash);
}
