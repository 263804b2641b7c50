import { asc, eq, inArray, sql } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import type { Database } from '../db/client.ts';
import { shops } from '../db/schema/places.ts';
import { staff, staffShops } from '../db/schema/staff.ts';
import { staffRoleIsValid, type StaffMember } from './staff-roles.ts';

/** Staff rows read and written (the password hash and TOTP key stay inside the room). */

export type StaffRow = typeof staff.$inferSelect;

async function shopIdsOf(db: Database, ids: number[]): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byStaff;
  const rows = await db
    .select()
    .from(staffShops)
    .where(inArray(staffShops.staffId, ids))
    .orderBy(asc(staffShops.shopId));
  for (const r of rows) byStaff.get(r.staffId)?.push(r.shopId);
  return byStaff;
}

function memberOf(row: StaffRow, shopIds: number[]): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: staffRoleIsValid(row.role) ? row.role : 'repartidor',
    active: row.active,
    shopIds,
    totp: row.totpEnabledAt !== null,
  };
}

export async function staffRowByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const key = emailKey(email);
  if (key === '') return null;
  const [row] = await db.select().from(staff).where(eq(staff.emailKey, key));
  return row ?? null;
}

export async function staffRowById(db: Database, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function staffMember(db: Database, row: StaffRow): Promise<StaffMember> {
  return memberOf(row, (await shopIdsOf(db, [row.id])).get(row.id) ?? []);
}

export async function staffMemberById(db: Database, id: number): Promise<StaffMember | null> {
  const row = await staffRowById(db, id);
  return row ? staffMember(db, row) : null;
}

/** Every staff member, by e-mail. */
export async function staffMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.emailKey));
  const ids = await shopIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => memberOf(r, ids.get(r.id) ?? []));
}

/** The chain's shops, id to name, in the chain's order. */
export async function shopNames(db: Database): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: shops.id, name: sql<string>`${shops.data}->>'N'` })
    .from(shops)
    .orderBy(asc(shops.pos));
  return new Map(rows.map((r) => [r.id, r.name ?? '']));
}

/** Replaces the shops of `staffId`. */
export async function staffShopsSet(tx: Database, staffId: number, shopIds: number[]) {
  await tx.delete(staffShops).where(eq(staffShops.staffId, staffId));
  const unique = [...new Set(shopIds)];
  if (unique.length > 0)
    await tx.insert(staffShops).values(unique.map((shopId) => ({ staffId, shopId })));
}

/** What the audit log keeps of a member: who they are and what they may reach. */
export function staffAudited(m: StaffMember) {
  return { email: m.email, nombre: m.name, rol: m.role, tiendas: m.shopIds, activo: m.active };
}
