import type { FastifyRequest } from 'fastify';
import { ApiError, MSG } from '../wire/envelope.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import type { TokenService } from './tokens.ts';

/**
 * Guards for secure and guest calls (§4.1, docs/protocol.md "Headers").
 * - missing token → 401 'Debes iniciar sesión' (no new tokens: the client clears them)
 * - forged / wrong kind → 403 'Sesión no válida' (the client clears its tokens)
 * - a valid access token whose login was ended (logout, a password change elsewhere, the
 *   account deleted) → 401 'Tu sesión expiró…' without tokens
 * - expired access + valid refresh of the same subject → 401 with fresh `token` and
 *   `refresh-token` headers (the refresh token rotated): the client stores them and repeats
 *   the request once; a rotated refresh token used again → 403 and its family revoked
 * - expired guest token on a guest call → 401 with a fresh guest `token` header carrying
 *   the same subject (issue 6 "Ownership"), if it expired within GUEST_RENEW_WINDOW;
 *   later → 401 'Tu sesión expiró…' without a token (issue 13 #8)
 * - the app's `device-id` header names the device a login was made on: its refresh token
 *   renews only with that id (./refresh-tokens.ts)
 */

/** A customer's session names its login (`family`), which logout and password changes end. */
export type Session =
  { kind: 'user'; sub: string; family: string } | { kind: 'guest'; sub: string };

/** What the guards check tokens against. */
export interface GuardDeps {
  tokens: TokenService;
  refresh: RefreshTokens;
}

/** The bearer token of a request, if any. */
export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m?.[1] ?? null;
}

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * The app's device id (`device-id`: 16 to 128 characters of A–Z, a–z, 0–9, '-' and '_'),
 * or null when absent or malformed (an older app).
 */
export function deviceIdOf(req: FastifyRequest): string | null {
  const id = header(req, 'device-id');
  return id !== null && /^[A-Za-z0-9_-]{16,128}$/.test(id) ? id : null;
}

/** Typ of an unverified token, only to choose which verification to run. */
function peekTyp(token: string): string | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && 'typ' in payload
      ? String(payload.typ)
      : null;
  } catch {
    return null;
  }
}

async function renewOrReject(
  req: FastifyRequest,
  deps: GuardDeps,
  sub: string,
  now: Date,
): Promise<never> {
  const refresh = header(req, 'refresh-token');
  if (!refresh) throw new ApiError(401, MSG.sessionExpired);
  const r = await deps.refresh.rotate(refresh, sub, deviceIdOf(req), now);
  if (r.ok) {
    const token = await deps.tokens.access(sub, r.family, now);
    throw new ApiError(401, MSG.sessionRenewed, '02', {
      token,
      'refresh-token': r.refreshToken,
    });
  }
  if (r.reason === 'password') throw new ApiError(401, MSG.passwordChangedElsewhere, '03');
  if (r.reason === 'expired' || r.reason === 'revoked') {
    throw new ApiError(401, MSG.sessionExpired);
  }
  throw new ApiError(403, MSG.invalidSession);
}

/** Secure calls: a valid access token (renewed through the refresh token when expired). */
export async function requireUser(
  req: FastifyRequest,
  deps: GuardDeps,
  now: Date,
): Promise<Session> {
  const token = bearer(req);
  if (!token) throw new ApiError(401, MSG.loginRequired);
  if (peekTyp(token) === 'guest') {
    // a well-formed guest token is not forged: the customer simply has not logged in
    const g = await deps.tokens.verify(token, 'guest', now);
    if (g.ok || g.reason === 'expired') throw new ApiError(401, MSG.loginRequired);
    throw new ApiError(403, MSG.invalidSession);
  }
  const r = await deps.tokens.verify(token, 'access', now);
  if (r.ok) {
    const { sub, fam = '' } = r.claims;
    const state = await deps.refresh.live(sub, fam);
    if (state === 'password') throw new ApiError(401, MSG.passwordChangedElsewhere, '03');
    if (state === 'ended') throw new ApiError(401, MSG.sessionExpired);
    return { kind: 'user', sub, family: fam };
  }
  if (r.reason === 'expired') return renewOrReject(req, deps, r.claims.sub, now);
  throw new ApiError(403, MSG.invalidSession);
}

/** Guest calls: a guest token, or a logged-in customer's access token. */
export async function requireGuestOrUser(
  req: FastifyRequest,
  deps: GuardDeps,
  now: Date,
): Promise<Session> {
  const { tokens } = deps;
  const token = bearer(req);
  if (!token) throw new ApiError(401, MSG.loginRequired);
  if (peekTyp(token) !== 'guest') return requireUser(req, deps, now);
  const r = await tokens.verify(token, 'guest', now);
  if (r.ok) return { kind: 'guest', sub: r.claims.sub };
  if (r.reason === 'expired') {
    if (!tokens.guestRenewable(r.expiredAt, now)) throw new ApiError(401, MSG.sessionExpired);
    // the renewed token keeps the sub, so the guest still owns its orders
    const token = await tokens.guest(now, r.claims.sub);
    throw new ApiError(401, MSG.sessionRenewed, '02', { token });
  }
  throw new ApiError(403, MSG.invalidSession);
}
