import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog, staff } from '../db/schema/staff.ts';

/**
 * The audit log (issue 35 §1): every staff action, written by `auditWrite` in the SAME
 * transaction as the change it records (a change without its row, or a row without its
 * change, cannot happen). Append-only: the table refuses updates (migration 0017); rows go
 * only when a year old (server/housekeeping).
 */

export const AUDIT_KEEP_MS = 365 * 86_400_000;

export interface AuditEntry {
  /** who did it; null for the command line on the server */
  staffId: number | null;
  /** what, as 'thing.verb' (personal.crear, personal.cambiar, totp.activar, …) */
  action: string;
  shopId?: number | null;
  orderId?: number | null;
  before?: unknown;
  after?: unknown;
}

export async function auditWrite(tx: Database, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at: now,
    staffId: entry.staffId,
    action: entry.action,
    shopId: entry.shopId ?? null,
    orderId: entry.orderId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  from?: Date;
  to?: Date;
  staffId?: number;
  limit: number;
}

/** The newest entries first, with the e-mail of who did each. */
export async function auditRead(db: Database, filter: AuditFilter) {
  const rows = await db
    .select({ entry: auditLog, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(
        filter.from ? gte(auditLog.at, filter.from) : undefined,
        filter.to ? lte(auditLog.at, filter.to) : undefined,
        filter.staffId !== undefined ? eq(auditLog.staffId, filter.staffId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map(({ entry, staffEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    staffId: entry.staffId,
    staffEmail: staffEmail ?? null,
    accion: entry.action,
    tiendaId: entry.shopId,
    pedidoId: entry.orderId,
    antes: entry.before,
    despues: entry.after,
  }));
}

/** Deletes the entries older than `before` (a year ago). */
export async function auditPurge(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(auditLog)
    .where(lt(auditLog.at, before))
    .returning({ id: auditLog.id });
  return gone.length;
}
