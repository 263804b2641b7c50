import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema/customers.ts';

/**
 * Refresh tokens (§4.1, issue 15): opaque random strings, stored only as their SHA-256
 * digest. A login starts a family; each use rotates the token (the used one is marked, a
 * new one joins the family). A rotated token presented again is a reuse: the whole family
 * is revoked, unless it comes within the reuse grace (two calls of one app that renewed at
 * once), which gets a sibling in the same family. A login the app named its device for
 * (the `device-id` header, kept as a digest) renews only for that device: another party
 * presenting its token, rotated or not, revokes the family; the grace is REFRESH_REUSE_GRACE.
 * A login without a device id (an older app) gets the shorter REFRESH_REUSE_GRACE_NO_DEVICE.
 * Logout revokes the family; a password change or reset, and deleting the account, revoke
 * the customer's families (a password's revocation is marked, so its refusal can say why).
 */

/** What a refresh token's use gives: new tokens' family and refresh token, or why not. */
export type RefreshRotation =
  | { ok: true; family: string; refreshToken: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' | 'password' | 'reused' };

/** Why a customer's families are revoked all at once: 'password' (a change or a reset), or not said. */
export type RevokeWhy = 'password' | null;

/** Whether a login holds, or how it ended: 'password' when a password change or reset ended it. */
export type FamilyState = 'live' | 'ended' | 'password';

/** A family's first refresh token. */
export interface RefreshStart {
  family: string;
  refreshToken: string;
}

/** The digest a refresh token is stored and found by. */
export function refreshDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

/** The digest a device id is kept by; null without one. */
export function deviceDigest(device: string | null): string | null {
  return device === null ? null : createHash('sha256').update(device).digest('hex');
}

/** The reuse grace in ms: for a login bound to its device, and for one without. */
export interface RefreshGrace {
  deviceMs: number;
  noDeviceMs: number;
}

export class RefreshTokens {
  constructor(
    private readonly db: Database,
    /** REFRESH_TTL in ms: each token lives this long from its issue (the family slides) */
    private readonly ttlMs: number,
    /** REFRESH_REUSE_GRACE and REFRESH_REUSE_GRACE_NO_DEVICE */
    private readonly grace: RefreshGrace,
  ) {}

  private async insert(
    tx: Database,
    customerId: number,
    family: string,
    device: string | null,
    now: Date,
  ) {
    const refreshToken = newToken();
    await tx.insert(refreshTokens).values({
      customerId,
      family,
      deviceDigest: device,
      tokenDigest: refreshDigest(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
    });
    return refreshToken;
  }

  /** A new family (a login) for customer `customerId` on `device` (null: none sent), with `tx`. */
  async start(
    tx: Database,
    customerId: number,
    device: string | null,
    now: Date,
  ): Promise<RefreshStart> {
    const family = randomUUID();
    const refreshToken = await this.insert(tx, customerId, family, deviceDigest(device), now);
    return { family, refreshToken };
  }

  /**
   * Uses `token` for the customer `sub` (the subject of the expired access token) from
   * `device` (the app's device id, null when none was sent): a new refresh token in its
   * family, or why not. Another customer's or an unknown token is 'invalid'; a token of a
   * device-bound family from another device, or a reuse outside the grace, revokes the
   * family and is 'reused'.
   */
  async rotate(
    token: string,
    sub: string,
    device: string | null,
    now: Date,
  ): Promise<RefreshRotation> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        customerId: refreshTokens.customerId,
        family: refreshTokens.family,
        deviceDigest: refreshTokens.deviceDigest,
        expiresAt: refreshTokens.expiresAt,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        revokedWhy: refreshTokens.revokedWhy,
        sub: customers.sub,
        deletedAt: customers.deletedAt,
      })
      .from(refreshTokens)
      .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
      .where(eq(refreshTokens.tokenDigest, refreshDigest(token)))
      .limit(1);
    if (!row || row.sub !== sub) return { ok: false, reason: 'invalid' };
    if (row.deletedAt !== null) return { ok: false, reason: 'revoked' };
    if (row.revokedAt !== null) {
      return { ok: false, reason: row.revokedWhy === 'password' ? 'password' : 'revoked' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    const reused = async (tx: Database): Promise<RefreshRotation> => {
      await this.revokeFamily(tx, row.family, now);
      return { ok: false, reason: 'reused' };
    };
    // a device-bound login renews for its device only: anyone else holds a stolen token
    if (row.deviceDigest !== null && deviceDigest(device) !== row.deviceDigest) {
      return reused(this.db);
    }
    const graceMs = row.deviceDigest !== null ? this.grace.deviceMs : this.grace.noDeviceMs;
    const renewed = async (tx: Database): Promise<RefreshRotation> => ({
      ok: true,
      family: row.family,
      refreshToken: await this.insert(tx, row.customerId, row.family, row.deviceDigest, now),
    });
    if (row.rotatedAt !== null) {
      return now.getTime() - row.rotatedAt.getTime() <= graceMs
        ? renewed(this.db)
        : reused(this.db);
    }
    return this.db.transaction(async (tx): Promise<RefreshRotation> => {
      const marked = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      // marked by a concurrent twin a moment ago: within the grace, as a sibling
      if (marked.length === 0 && graceMs === 0) return reused(tx);
      return renewed(tx);
    });
  }

  /**
   * Whether family `family` of customer `sub` still holds (a token not revoked, the account
   * alive), or how it ended: 'password' when a password change or reset revoked it.
   */
  async live(sub: string, family: string): Promise<FamilyState> {
    const rows = await this.db
      .select({ revokedAt: refreshTokens.revokedAt, revokedWhy: refreshTokens.revokedWhy })
      .from(refreshTokens)
      .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
      .where(
        and(eq(refreshTokens.family, family), eq(customers.sub, sub), isNull(customers.deletedAt)),
      );
    if (rows.some((r) => r.revokedAt === null)) return 'live';
    return rows.some((r) => r.revokedWhy === 'password') ? 'password' : 'ended';
  }

  /** Revokes every token of `family` (logout, a detected reuse). */
  async revokeFamily(tx: Database, family: string, now: Date): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  }

  /**
   * Revokes every family of customer `customerId`, but `keep` (the session that asked);
   * `why` 'password' for a password change or reset, which the other devices are told.
   */
  async revokeCustomer(
    tx: Database,
    customerId: number,
    now: Date,
    keep: string | null = null,
    why: RevokeWhy = null,
  ): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now, revokedWhy: why })
      .where(
        and(
          eq(refreshTokens.customerId, customerId),
          isNull(refreshTokens.revokedAt),
          keep === null ? undefined : ne(refreshTokens.family, keep),
        ),
      );
  }
}

/**
 * Deletes the families whose every token expired before `before`: none of them can sign
 * anyone in again, and a token of theirs presented later is refused as unknown.
 */
export async function refreshFamiliesPurge(db: Database, before: Date): Promise<number> {
  const dead = db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .groupBy(refreshTokens.family)
    .having(lt(sql`max(${refreshTokens.expiresAt})`, before));
  const gone = await db
    .delete(refreshTokens)
    .where(inArray(refreshTokens.family, dead))
    .returning({ id: refreshTokens.id });
  return gone.length;
}
