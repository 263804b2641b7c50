import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffSessions } from '../db/schema/staff.ts';

/**
 * Operator sessions (decision 042): an opaque random id in an httpOnly cookie, stored only as
 * its SHA-256, with a CSRF token bound to it. A session ends after 12 h unused (each use
 * slides it) and 7 days after it began, whatever its use; logging out everywhere or being
 * disabled ends every session of the member at once.
 */

export const SESSION_IDLE_MS = 12 * 3_600_000;
export const SESSION_MAX_MS = 7 * 86_400_000;

const digest = (id: string) => createHash('sha256').update(id).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export interface StaffSession {
  idDigest: string;
  staffId: number;
  csrfToken: string;
}

/** Starts a session; answers the cookie's id and the CSRF token (the id is stored hashed). */
export async function staffSessionStart(
  db: Database,
  staffId: number,
  userAgent: string,
  now: Date,
): Promise<{ id: string; csrfToken: string }> {
  const id = token();
  const csrfToken = token();
  await db.insert(staffSessions).values({
    idDigest: digest(id),
    csrfToken,
    staffId,
    createdAt: now,
    lastUsedAt: now,
    userAgent: userAgent.slice(0, 300),
  });
  return { id, csrfToken };
}

/** The live session of cookie id `id`, its idle expiry slid to now; null when none. */
export async function staffSessionUse(
  db: Database,
  id: string,
  now: Date,
): Promise<StaffSession | null> {
  if (id === '' || id.length > 100) return null;
  const idDigest = digest(id);
  const [row] = await db
    .update(staffSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(staffSessions.idDigest, idDigest),
        // live: used within the idle window and begun within the absolute one
        ...liveAt(now),
      ),
    )
    .returning({ staffId: staffSessions.staffId, csrfToken: staffSessions.csrfToken });
  return row ? { idDigest, ...row } : null;
}

function liveAt(now: Date) {
  return [
    gt(staffSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    gt(staffSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
  ];
}

/** Ends one session (logging out). */
export async function staffSessionEnd(db: Database, idDigest: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idDigest, idDigest));
}

/** Ends every session of `staffId` (everywhere, a disabled member, a password reset). */
export async function staffSessionsEndAll(db: Database, staffId: number): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(eq(staffSessions.staffId, staffId))
    .returning({ d: staffSessions.idDigest });
  return gone.length;
}

/** Deletes the sessions past either expiry (server/housekeeping). */
export async function staffSessionsPurge(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(
      or(
        lte(staffSessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lte(staffSessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS)),
      ),
    )
    .returning({ d: staffSessions.idDigest });
  return gone.length;
}
