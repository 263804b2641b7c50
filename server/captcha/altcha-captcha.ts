import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import type { MailConfig } from '../config-mail.ts';
import type { Database } from '../db/client.ts';
import { captchaSpent } from '../db/schema/index.ts';
import type { Captcha, CaptchaChallenge } from './captcha.ts';

/**
 * The self-hosted login captcha (issue 15): an ALTCHA proof of work (altcha-lib's v1
 * challenges, which the altcha widget solves in the browser). A challenge is signed with
 * CAPTCHA_HMAC_KEY and expires after CAPTCHA_TTL_MS; a solution is accepted once: its
 * challenge's digest goes into captcha_spent until the challenge expires, so every instance
 * on the database refuses a replay.
 */

/** How long a challenge may be solved and used. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** The solution the widget sends: base64 of its JSON payload. */
function payloadOf(solution: string): Payload | null {
  if (solution.length === 0 || solution.length > 4096) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    const text = (k: string) => typeof p[k] === 'string' && (p[k] as string).length <= 512;
    if (!text('algorithm') || !text('challenge') || !text('salt') || !text('signature'))
      return null;
    if (p.algorithm !== 'SHA-256' || !Number.isSafeInteger(p.number)) return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/** When the challenge expires, from the signed salt; null when it carries no expiry. */
function expiresOf(payload: Payload): Date | null {
  const seconds = Number(extractParams(payload).expires);
  return Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/**
 * ALTCHA signed with config.captcha.hmacKey; spent solutions are kept in `db`. `maxNumber`
 * (default config.captcha.altchaMaxNumber) sets the work: tests make it small.
 */
export function altchaCaptcha(
  config: Pick<MailConfig, 'captcha'>,
  db: Database,
  maxNumber = config.captcha.altchaMaxNumber,
): Captcha {
  const { hmacKey } = config.captcha;
  return {
    async challenge(now: Date): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: maxNumber,
        expires: new Date(now.getTime() + CAPTCHA_TTL_MS),
      });
      return { kind: 'altcha', challenge };
    },

    async verify(solution: string, now: Date): Promise<boolean> {
      const payload = payloadOf(solution);
      if (payload === null) return false;
      const expires = expiresOf(payload);
      if (expires === null || expires.getTime() <= now.getTime()) return false;
      // expiry checked above against the server's clock, not the process's
      if (!(await verifySolution(payload, hmacKey, false))) return false;
      // spent solutions past their expiry can no longer be replayed: forget them
      await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
      const digest = createHash('sha256').update(payload.signature).digest('hex');
      const spent = await db
        .insert(captchaSpent)
        .values({ digest, expiresAt: expires })
        .onConflictDoNothing()
        .returning({ digest: captchaSpent.digest });
      return spent.length === 1;
    },
  };
}
