import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { durationSeconds } from '../duration.ts';

/**
 * Session tokens (§4.1): HS256 JWTs. A guest token comes from auth/guest; login hands out
 * an access token with the customer's `sub` and `fam`, the family of its refresh token
 * (the refresh token itself is opaque and stored: ./refresh-tokens.ts). `typ` keeps one
 * kind from being used as another.
 */

export type TokenType = 'guest' | 'access';

export interface TokenSecrets {
  token: string;
}

export interface TokenTtls {
  access: string;
  refresh: string;
  guest: string;
}

export interface TokenClaims {
  sub: string;
  typ: TokenType;
  /** access tokens: the refresh token family (the login) they belong to */
  fam?: string;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired'; claims: TokenClaims; expiredAt: Date }
  | { ok: false; reason: 'invalid' };

const ALG = 'HS256';
const encode = (secret: string) => new TextEncoder().encode(secret);

async function sign(
  claims: { typ: TokenType; fam?: string },
  sub: string,
  secret: string,
  ttl: string,
  now: Date,
) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALG })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + durationSeconds(ttl))
    .sign(encode(secret));
}

function claimsOf(payload: JWTPayload, typ: TokenType): TokenClaims | null {
  if (payload.typ !== typ || typeof payload.sub !== 'string' || payload.sub === '') return null;
  if (typ === 'guest') return { sub: payload.sub, typ };
  // an access token always names its family: without one it is not ours
  if (typeof payload.fam !== 'string' || payload.fam === '') return null;
  return { sub: payload.sub, typ, fam: payload.fam };
}

/** Verifies signature, kind and expiry against the injected clock. */
export async function verifyToken(
  token: string,
  typ: TokenType,
  secret: string,
  now: Date,
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encode(secret), {
      algorithms: [ALG],
      currentDate: now,
    });
    const claims = claimsOf(payload, typ);
    return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
  } catch (e) {
    // JWTExpired is thrown after the signature checked out, so its payload is authentic
    if (e instanceof errors.JWTExpired) {
      const claims = claimsOf(e.payload, typ);
      const exp = e.payload.exp ?? 0;
      if (claims) return { ok: false, reason: 'expired', claims, expiredAt: new Date(exp * 1000) };
    }
    return { ok: false, reason: 'invalid' };
  }
}

export class TokenService {
  constructor(
    private readonly secrets: TokenSecrets,
    private readonly ttl: TokenTtls,
    /** how long after its expiry a guest token may still be renewed (GUEST_RENEW_WINDOW) */
    private readonly guestRenewWindow = '30d',
  ) {}

  /**
   * Issue 13 #8: an expired guest token is renewed (same subject) only within the window
   * after its expiry; later, the guest starts over with auth/guest (docs/protocol.md).
   */
  guestRenewable(expiredAt: Date, now: Date): boolean {
    return now.getTime() - expiredAt.getTime() <= durationSeconds(this.guestRenewWindow) * 1000;
  }

  /**
   * auth/guest: a fresh anonymous identity; with `sub`, a renewed token for the same guest
   * (issue 6 "Ownership": a guest keeps owning its orders after its token expires).
   */
  guest(now: Date, sub: string = `g-${randomUUID()}`): Promise<string> {
    return sign({ typ: 'guest' }, sub, this.secrets.token, this.ttl.guest, now);
  }

  /** A customer's short-lived access token (ACCESS_TTL) in refresh token family `fam`. */
  access(sub: string, fam: string, now: Date): Promise<string> {
    return sign({ typ: 'access', fam }, sub, this.secrets.token, this.ttl.access, now);
  }

  /** The refresh tokens' lifetime in milliseconds (REFRESH_TTL). */
  refreshTtlMs(): number {
    return durationSeconds(this.ttl.refresh) * 1000;
  }

  verify(token: string, typ: TokenType, now: Date): Promise<VerifyResult> {
    return verifyToken(token, typ, this.secrets.token, now);
  }
}
