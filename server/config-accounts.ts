import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { rateLimit, type RateLimitRule } from './config-edge.ts';

/**
 * The customer accounts' settings (issue 15): the storefront's public origin for the links
 * in mails, how long those links live, the argon2id cost of the stored passwords, the
 * window of failed logins, and the secret that signs the unsubscribe links. Part of the
 * environment schema of ./config.ts.
 */

export interface AccountsConfig {
  /** the storefront's public origin, for the links in mails (APP_ORIGIN) */
  appOrigin: string;
  /** how long an activation link lives, e.g. '48h' (ACTIVATION_TTL) */
  activationTtl: string;
  /** how long a password recovery link lives, e.g. '1h' (RECOVERY_TTL) */
  recoveryTtl: string;
  /** argon2id cost of the stored passwords (ARGON2_MEMORY_KIB, ARGON2_ITERATIONS) */
  argon2: { memoryKib: number; iterations: number };
  /** failed logins count towards the captcha for this long after the last one (LOGIN_FAILURE_WINDOW) */
  loginFailureWindow: string;
  /**
   * failed password guesses one e-mail may take per window, from any address; past them its
   * logins answer 429, the right password included, until the window ends or the password is
   * reset by mail (LOGIN_EMAIL_FAILURE_LIMIT)
   */
  loginEmailFailureLimit: RateLimitRule;
  /**
   * a rotated refresh token presented again this soon after its rotation, from the login's
   * device, gets a sibling instead of revoking its family: two calls of one app that renewed
   * together (REFRESH_REUSE_GRACE)
   */
  refreshReuseGrace: string;
  /**
   * the same grace for a login whose app sent no device id (an older app): only what two
   * parallel calls need, never more than REFRESH_REUSE_GRACE (REFRESH_REUSE_GRACE_NO_DEVICE)
   */
  refreshReuseGraceNoDevice: string;
  /** the key of the signed unsubscribe links (UNSUBSCRIBE_SECRET, else derived from REFRESH_SECRET) */
  unsubscribeSecret: string;
}

const duration = z.string().regex(/^\d+[smhd]$/, 'debe ser una duración como 15m, 12h o 30d');

const origin = z
  .string()
  .regex(
    /^https?:\/\/[^\s/?#]+$/,
    'debe ser un origen como https://pedidos.ejemplo.com (sin / final)',
  );

const accountsSchema = z.object({
  APP_ORIGIN: origin.optional(),
  ACTIVATION_TTL: duration.default('48h'),
  RECOVERY_TTL: duration.default('1h'),
  /** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(19_456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).max(100).default(2),
  LOGIN_FAILURE_WINDOW: duration.default('1h'),
  /** '<count>/<window>': 10 failed guesses an hour per e-mail, then 429 for that e-mail */
  LOGIN_EMAIL_FAILURE_LIMIT: rateLimit.prefault('10/1h'),
  REFRESH_REUSE_GRACE: duration.default('10s'),
  /** the grace of a login without a device id: 2 s covers calls the app sent together */
  REFRESH_REUSE_GRACE_NO_DEVICE: duration.default('2s'),
  UNSUBSCRIBE_SECRET: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
});

/** The accounts' variables, spread into the environment schema. */
export const accountsEnv = accountsSchema.shape;

/** The development origin: the server serves the app itself on port 3000. */
export const DEV_APP_ORIGIN = 'http://localhost:3000';

/**
 * The accounts' settings, or the problems found: APP_ORIGIN is required in production
 * (a mail must never link to localhost).
 */
export function accountsConfig(
  e: z.infer<typeof accountsSchema>,
  production: boolean,
  refreshSecret: string,
): AccountsConfig | { problems: string[] } {
  if (production && e.APP_ORIGIN === undefined) {
    return { problems: ['APP_ORIGIN: obligatorio cuando NODE_ENV=production'] };
  }
  return {
    appOrigin: e.APP_ORIGIN ?? DEV_APP_ORIGIN,
    activationTtl: e.ACTIVATION_TTL,
    recoveryTtl: e.RECOVERY_TTL,
    argon2: { memoryKib: e.ARGON2_MEMORY_KIB, iterations: e.ARGON2_ITERATIONS },
    loginFailureWindow: e.LOGIN_FAILURE_WINDOW,
    loginEmailFailureLimit: e.LOGIN_EMAIL_FAILURE_LIMIT,
    refreshReuseGrace: e.REFRESH_REUSE_GRACE,
    refreshReuseGraceNoDevice: e.REFRESH_REUSE_GRACE_NO_DEVICE,
    // a key of its own for the links: a leaked link key says nothing of the secret it came from
    unsubscribeSecret:
      e.UNSUBSCRIBE_SECRET ??
      createHmac('sha256', refreshSecret).update('unsubscribe-links').digest('hex'),
  };
}
