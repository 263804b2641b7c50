import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { durationSeconds } from '../duration.ts';

/**
 * Session tokens (§4.1): HS256 JWTs. A guest token comes from auth/guest; login hands out
 * an access + refresh pair. `typ` keeps one kind from being used as another, and the
 * refresh token is signed with its own secret.
 */

export type TokenType = 'guest' | 'access' | 'refresh';

export interface TokenSecrets {
  token: string;
  refresh: string;
}

export interface TokenTtls {
  access: string;
  refresh: string;
  guest: string;
}

export interface TokenClaims {
  sub: string;
  typ: TokenType;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'expired'; claims: TokenClaims; expiredAt: Date }
  | { ok: false; reason: 'invalid' };

const ALG = 'HS256';
const encode = (secret: string) => new TextEncoder().encode(secret);

async function sign(typ: TokenType, sub: string, secret: string, ttl: string, now: Date) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ })
    .setProtectedHeader({ alg: ALG })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setJti(randomUUID())
    .setExpirationTime(iat + durationSeconds(ttl))
    .sign(encode(secret));
}

function claimsOf(payload: JWTPayload, typ: TokenType): TokenClaims | null {
  if (payload.typ !== typ || typeof payload.sub !== 'string' || payload.sub === '') return null;
  return { sub: payload.sub, typ };
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
    return sign('guest', sub, this.secrets.token, this.ttl.guest, now);
  }

  /** Access + refresh pair for a logged-in client (auth/login, renewal). */
  async pair(sub: string, now: Date): Promise<{ token: string; refreshToken: string }> {
    const token = await sign('access', sub, this.secrets.token, this.ttl.access, now);
    const refreshToken = await sign('refresh', sub, this.secrets.refresh, this.ttl.refresh, now);
    return { token, refreshToken };
  }

  verify(token: string, typ: TokenType, now: Date): Promise<VerifyResult> {
    const secret = typ === 'refresh' ? this.secrets.refresh : this.secrets.token;
    return verifyToken(token, typ, secret, now);
  }
}
