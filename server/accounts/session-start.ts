import type { Database } from '../db/client.ts';
import type { AccountDeps } from './account-deps.ts';

/** A logged-in session's tokens, as auth/login answers them (§4.1). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/**
 * A new login of customer (`id`, `sub`) on the app's `device` (null: none sent): a refresh
 * token family and its access token.
 */
export async function sessionStart(
  deps: Pick<AccountDeps, 'tokens' | 'refresh'>,
  tx: Database,
  customer: { id: number; sub: string },
  device: string | null,
  now: Date,
): Promise<SessionTokens> {
  const { family, refreshToken } = await deps.refresh.start(tx, customer.id, device, now);
  const token = await deps.tokens.access(customer.sub, family, now);
  return { token, refreshToken };
}
