import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AddressWire } from '../../src/protocol/customer-address.ts';
import type { Database } from '../db/client.ts';
import { customerAddresses } from '../db/schema/customer-data.ts';
import { customers } from '../db/schema/customers.ts';

/**
 * A customer's saved addresses as stored (server/db/schema/customer-data.ts) and as they
 * travel (§3.2 AddressWire, src/protocol/customer-address.ts).
 */

export type AddressRow = typeof customerAddresses.$inferSelect;

/** The chain's country: every address is in El Salvador. */
const COUNTRY = { country: 'El Salvador', countryCode: 'SV' } as const;

/** §3.2 "address read back" of a stored address. */
export function addressWire(row: AddressRow): AddressWire {
  return {
    id: row.id,
    order: row.position,
    edited: row.edited,
    main: row.principal,
    tag: row.tag,
    latitude: row.latitude,
    longitude: row.longitude,
    regionCode: row.regionCode,
    cityCode: row.cityCode,
    district: row.district,
    street: row.street,
    address: row.address,
    reference: row.reference,
    streetCode: row.streetCode,
    districtCode: row.districtCode,
    ...COUNTRY,
  };
}

/** The customer's addresses in their order (position 0 first). */
export function addressList(db: Database, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.position), asc(customerAddresses.id));
}

/** Address `id` when it is the customer's, else null (unknown and foreign alike). */
export async function addressFindOwned(
  db: Database,
  customerId: number,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  return row ?? null;
}

/** Whether address `id` belongs to the live customer whose tokens carry `sub`. */
export async function addressOwnedBySub(db: Database, sub: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .innerJoin(customers, eq(customers.id, customerAddresses.customerId))
    .where(and(eq(customerAddresses.id, id), eq(customers.sub, sub), isNull(customers.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Makes address `id` the customer's only main one (the others lose it first). */
export async function addressMainSet(tx: Database, customerId: number, id: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ principal: false })
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.principal, true)),
    );
  await tx
    .update(customerAddresses)
    .set({ principal: true })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
}

/** Stores positions 0..n-1 in the order of `ids` (the customer's own addresses). */
export async function addressPositionsSet(
  tx: Database,
  customerId: number,
  ids: readonly number[],
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(customerAddresses)
      .set({ position })
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  }
}
