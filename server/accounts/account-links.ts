import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  accountLinks,
  customers,
  type AccountLinkPurpose,
  type PendingSignup,
} from '../db/schema/customers.ts';
import { durationSeconds } from '../duration.ts';

/**
 * One-time links mailed to a customer (§4.9): a random hash (256 bits, base64url) that
 * travels only in the mail; the table keeps its SHA-256 digest. Single use, and expires.
 */

/** What a link's hash is worth now. */
export type AccountLinkState =
  | {
      state: 'ok';
      linkId: number;
      customerId: number;
      email: string;
      /** the sign-up an activation link carries (null: a link from before they did) */
      signup: PendingSignup | null;
    }
  | { state: 'expired'; email: string }
  | { state: 'invalid' };

const digest = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** The longest hash taken: a longer one is no link of ours. */
export const LINK_HASH_MAX = 100;

/**
 * A new link for `customerId`, living `ttl` ('48h', '1h'), carrying `signup` when a
 * sign-up mails it; returns the hash for the mail.
 */
export async function accountLinkCreate(
  tx: Database,
  customerId: number,
  purpose: AccountLinkPurpose,
  ttl: string,
  now: Date,
  signup: PendingSignup | null = null,
): Promise<string> {
  const hash = randomBytes(32).toString('base64url');
  await tx.insert(accountLinks).values({
    customerId,
    purpose,
    hashDigest: digest(hash),
    createdAt: now,
    expiresAt: new Date(now.getTime() + durationSeconds(ttl) * 1000),
    signup,
  });
  return hash;
}

/**
 * The link `hash` for `purpose`: usable, expired (with the e-mail, for the '03' answer), or
 * invalid (unknown, used, another purpose, or its account deleted).
 */
export async function accountLinkFind(
  db: Database,
  hash: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<AccountLinkState> {
  if (hash === '' || hash.length > LINK_HASH_MAX) return { state: 'invalid' };
  const [row] = await db
    .select({
      linkId: accountLinks.id,
      customerId: accountLinks.customerId,
      expiresAt: accountLinks.expiresAt,
      email: customers.email,
      signup: accountLinks.signup,
    })
    .from(accountLinks)
    .innerJoin(customers, eq(customers.id, accountLinks.customerId))
    .where(
      and(
        eq(accountLinks.hashDigest, digest(hash)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  if (!row || row.email === null) return { state: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired', email: row.email };
  const { linkId, customerId, email, signup } = row;
  return { state: 'ok', linkId, customerId, email, signup };
}

/** Marks link `linkId` used (its sign-up emptied); false when a concurrent use came first. */
export async function accountLinkUse(tx: Database, linkId: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(accountLinks)
    .set({ usedAt: now, signup: null })
    .where(and(eq(accountLinks.id, linkId), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  return used.length === 1;
}

/**
 * Uses up every open link of `customerId`, activation and recovery alike: once the account
 * is activated, its password reset or changed, or the account deleted, no link mailed
 * before may change it (decision 028). Lock the customer's row first (customerLock).
 */
export async function accountLinksClose(
  tx: Database,
  customerId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ usedAt: now, signup: null })
    .where(and(eq(accountLinks.customerId, customerId), isNull(accountLinks.usedAt)));
}

/** The newest sign-up still waiting on an activation link of `customerId`, if any. */
export async function accountLinkNewestSignup(
  db: Database,
  customerId: number,
): Promise<PendingSignup | null> {
  const [row] = await db
    .select({ signup: accountLinks.signup })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.customerId, customerId),
        eq(accountLinks.purpose, 'activate'),
        isNull(accountLinks.usedAt),
        isNotNull(accountLinks.signup),
      ),
    )
    .orderBy(desc(accountLinks.id))
    .limit(1);
  return row?.signup ?? null;
}

/**
 * Deletes the links that expired or were used before `before`. Until then an expired link
 * still answers 'expired' (with the offer of a new one) rather than 'invalid'.
 */
export async function accountLinksPurge(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(accountLinks)
    .where(or(lt(accountLinks.expiresAt, before), lt(accountLinks.usedAt, before)))
    .returning({ id: accountLinks.id });
  return gone.length;
}
