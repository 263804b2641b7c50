import { z } from 'zod';
import { durationSeconds } from './duration.ts';

/**
 * The server's edge settings (issue 13): which proxies to believe, the rate limits
 * (decision 015), HSTS and the origins the Content-Security-Policy adds (decision 016).
 * Part of the environment schema of ./config.ts.
 */

/** At most `max` calls per window of `windowMs` per client. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * The limited calls (decision 015): guest tokens, order saves, lookups by hash, and the
 * account calls a robot would repeat (logins and password checks, sign-ups, mails sent), and
 * the certificate calls that take a code (a robot guessing codes).
 */
export type RateLimitName =
  | 'guestToken'
  | 'orderSave'
  | 'orderSaveAddress'
  | 'hashLookup'
  | 'login'
  | 'signup'
  | 'resendActivation'
  | 'recoveryPassword'
  | 'certificateLookup';

export interface EdgeConfig {
  /** the proxies whose X-Forwarded-* headers are believed (TRUST_PROXY; Fastify trustProxy) */
  trustProxy: boolean | number | string;
  /** Strict-Transport-Security max-age on HTTPS answers; 0 sends none (HSTS_MAX_AGE) */
  hstsMaxAge: number;
  /** origins of a map style served elsewhere, allowed by the app's CSP (CSP_MAP_ORIGINS) */
  cspMapOrigins: string[];
  /** calls per client and window (RATE_LIMIT_*, decision 015) */
  rateLimits: Record<RateLimitName, RateLimitRule>;
  /** uses of one code coupon per client address and window (RATE_LIMIT_COUPON_ADDRESS, 031) */
  couponAddressCap: RateLimitRule;
}

/** A rate limit as '<count>/<window>': '60/1m' is at most 60 calls a minute. */
export const rateLimit = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, 'debe ser <cantidad>/<ventana>, como 60/1m')
  .transform((v): RateLimitRule => {
    const [max = '0', window = '1m'] = v.split('/');
    return { max: Number(max), windowMs: durationSeconds(window) * 1000 };
  });

/** Fastify's trustProxy: 'true', a number of proxies, or their addresses (IPs, CIDRs, commas). */
const trustProxy = z
  .string()
  .regex(/^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/, 'debe ser true, un número o direcciones IP')
  .transform((v): boolean | number | string => {
    if (v === 'true' || v === 'false') return v === 'true';
    return /^\d+$/.test(v) ? Number(v) : v;
  });

const origins = z
  .string()
  .regex(
    /^https:\/\/[^\s,;'"]+(\s+https:\/\/[^\s,;'"]+)*$/,
    'debe ser orígenes https:// separados por espacios',
  )
  .transform((v) => v.split(/\s+/));

const edgeSchema = z.object({
  TRUST_PROXY: trustProxy.default(false),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
  CSP_MAP_ORIGINS: origins.optional(),
  RATE_LIMIT_GUEST: rateLimit.prefault('60/1m'),
  RATE_LIMIT_ORDER_SAVE: rateLimit.prefault('10/10m'),
  /**
   * Order saves (meal and gift-card orders) per client address, whatever the token: a fresh
   * guest token per order no longer escapes the per-session limit. 60 in 10 minutes is more
   * than a busy office behind one NAT places (decision 015).
   */
  RATE_LIMIT_ORDER_SAVE_ADDRESS: rateLimit.prefault('60/10m'),
  RATE_LIMIT_HASH_LOOKUP: rateLimit.prefault('120/1m'),
  RATE_LIMIT_LOGIN: rateLimit.prefault('60/10m'),
  RATE_LIMIT_SIGNUP: rateLimit.prefault('30/1h'),
  RATE_LIMIT_RESEND_ACTIVATION: rateLimit.prefault('20/1h'),
  RATE_LIMIT_RECOVERY_PASSWORD: rateLimit.prefault('20/1h'),
  RATE_LIMIT_CERTIFICATE: rateLimit.prefault('10/1m'),
  /**
   * Uses of one code coupon (its redemptions, not calls) from one client address in a fixed
   * window, whoever redeems it (decision 031): a guest varying e-mail and phone still meets
   * it. 30 a day is more than a family or an office behind one NAT redeems of one code.
   */
  RATE_LIMIT_COUPON_ADDRESS: rateLimit.prefault('30/1d'),
});

/** The edge variables, spread into the environment schema. */
export const edgeEnv = edgeSchema.shape;

export function edgeConfig(e: z.infer<typeof edgeSchema>): EdgeConfig {
  return {
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    cspMapOrigins: e.CSP_MAP_ORIGINS ?? [],
    rateLimits: {
      guestToken: e.RATE_LIMIT_GUEST,
      orderSave: e.RATE_LIMIT_ORDER_SAVE,
      orderSaveAddress: e.RATE_LIMIT_ORDER_SAVE_ADDRESS,
      hashLookup: e.RATE_LIMIT_HASH_LOOKUP,
      login: e.RATE_LIMIT_LOGIN,
      signup: e.RATE_LIMIT_SIGNUP,
      resendActivation: e.RATE_LIMIT_RESEND_ACTIVATION,
      recoveryPassword: e.RATE_LIMIT_RECOVERY_PASSWORD,
      certificateLookup: e.RATE_LIMIT_CERTIFICATE,
    },
    couponAddressCap: e.RATE_LIMIT_COUPON_ADDRESS,
  };
}
