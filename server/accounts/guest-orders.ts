import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bearer } from '../auth/guard.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';

/**
 * A guest's orders placed on this device join the account when the customer logs in or
 * signs up there (issue 15): the app sends its guest token as the bearer of auth/login and
 * auth/signupEmail.
 */

/**
 * The guest subject of the request's bearer token: a guest token that is valid, or expired
 * within GUEST_RENEW_WINDOW (the same guest could still renew it). Anything else: null.
 */
export async function guestSubOf(
  request: FastifyRequest,
  tokens: TokenService,
  now: Date,
): Promise<string | null> {
  const token = bearer(request);
  if (token === null) return null;
  const r = await tokens.verify(token, 'guest', now);
  if (r.ok) return r.claims.sub;
  if (r.reason === 'expired' && tokens.guestRenewable(r.expiredAt, now)) return r.claims.sub;
  return null;
}

/** Gives the orders of guest `guestSub` to customer `userSub`; returns how many. */
export async function guestOrdersAttach(
  tx: Database,
  guestSub: string,
  userSub: string,
): Promise<number> {
  const moved = await tx
    .update(orders)
    .set({ ownerKind: 'user', ownerSub: userSub })
    .where(and(eq(orders.ownerKind, 'guest'), eq(orders.ownerSub, guestSub)))
    .returning({ id: orders.id });
  return moved.length;
}
