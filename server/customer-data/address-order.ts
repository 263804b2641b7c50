import { and, eq } from 'drizzle-orm';
import { ADDRESS_MESSAGES } from '../../src/protocol/customer-address.ts';
import type { Database } from '../db/client.ts';
import { customerAddresses } from '../db/schema/customer-data.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import {
  addressFindOwned,
  addressList,
  addressMainSet,
  addressPositionsSet,
  addressWire,
} from './address-store.ts';
import { customerLock } from './customer-lock.ts';

/**
 * The customer's order of their addresses and which one is main (issue 16): reading the
 * list, marking the main one, deleting one, sorting them. Each change runs in a transaction
 * under the customer's lock; another customer's address id answers as an unknown one.
 */

/** cliente/getDirecciones: `direcciones`, the customer's addresses in their order. */
export async function addressesRead(db: Database, customerId: number): Promise<Envelope> {
  return ok({ direcciones: (await addressList(db, customerId)).map(addressWire) });
}

/** cliente/markPrincipal: address `id` becomes the only main one. */
export function addressMarkMain(db: Database, customerId: number, id: number): Promise<Envelope> {
  return db.transaction(async (tx) => {
    await customerLock(tx, customerId);
    if (!(await addressFindOwned(tx, customerId, id))) return fail(ADDRESS_MESSAGES.notFound);
    await addressMainSet(tx, customerId, id);
    return ok();
  });
}

/**
 * cliente/deleteDireccion: address `id` removed, the others renumbered 0..n-1 in their
 * order; when it was the main one, the first remaining becomes main.
 */
export function addressDelete(db: Database, customerId: number, id: number): Promise<Envelope> {
  return db.transaction(async (tx) => {
    await customerLock(tx, customerId);
    const owned = await addressFindOwned(tx, customerId, id);
    if (!owned) return fail(ADDRESS_MESSAGES.notFound);
    await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    const rest = await addressList(tx, customerId);
    await addressPositionsSet(
      tx,
      customerId,
      rest.map((row) => row.id),
    );
    const first = rest[0];
    if (owned.principal && first) await addressMainSet(tx, customerId, first.id);
    return ok({}, ADDRESS_MESSAGES.deleted);
  });
}

/** Whether `ids` holds each of `own` exactly once and nothing else. */
function isPermutation(ids: readonly number[], own: readonly number[]): boolean {
  if (ids.length !== own.length || new Set(ids).size !== ids.length) return false;
  const mine = new Set(own);
  return ids.every((id) => mine.has(id));
}

/**
 * cliente/saveSortedAddresses: the customer's addresses in the order of `ids`, which must be
 * exactly a permutation of their ids ('02' listChanged otherwise: another device added or
 * removed one, or the ids are not theirs).
 */
export function addressesSort(
  db: Database,
  customerId: number,
  ids: readonly number[],
): Promise<Envelope> {
  return db.transaction(async (tx) => {
    await customerLock(tx, customerId);
    const own = (await addressList(tx, customerId)).map((row) => row.id);
    if (!isPermutation(ids, own)) return fail(ADDRESS_MESSAGES.listChanged);
    await addressPositionsSet(tx, customerId, ids);
    return ok();
  });
}
