import { z } from 'zod';

/**
 * The server's Web Push settings (issue 19): the VAPID key pair and subject the pushes are
 * signed with, the push services the server may call, and how often its sender looks at
 * the push outbox. Part of the environment schema of ./config.ts. Without the keys,
 * development generates a pair once into DATA_DIR (server/push/push-keys.ts); production
 * sends nothing and says so at start.
 */

/** The browsers' push services (Chrome/Edge via FCM, Firefox, Safari, Windows). */
export const PUSH_ENDPOINT_ALLOW_DEFAULT = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
] as const;

export interface PushConfig {
  push: {
    /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url), both set or neither (null) */
    vapid: { publicKey: string; privateKey: string } | null;
    /** who runs the pushes, for the push services (VAPID_SUBJECT: mailto: or https:) */
    subject: string;
    /**
     * the origins a subscription's endpoint may have (PUSH_ENDPOINT_ALLOW): exact origins,
     * or 'https://*.domain' for any subdomain of domain
     */
    endpointAllow: readonly string[];
    /** how often the sender looks for due pushes, in ms (PUSH_POLL_MS) */
    pollMs: number;
  };
}

/** base64url without padding, as web-push.generateVAPIDKeys() writes the keys. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `debe ser la ${what} en base64url, sin relleno`)
    .refine(
      (value) => Buffer.from(value, 'base64url').length === bytes,
      `debe ser la ${what} de ${bytes} bytes en base64url`,
    );

/** An allowed origin: https://host[:port], https://*.domain, or a loopback http origin. */
const ALLOW_ENTRY =
  /^(https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?|http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?)$/;

const pushSchema = z.object({
  VAPID_PUBLIC_KEY: base64url(65, 'clave pública P-256').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'clave privada P-256').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'debe ser mailto:correo o una URL https:')
    .optional(),
  PUSH_ENDPOINT_ALLOW: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              ALLOW_ENTRY,
              'cada origen debe ser https://servidor[:puerto] o https://*.dominio (http solo para 127.0.0.1 o localhost)',
            ),
        )
        .min(1, 'debe nombrar al menos un origen'),
    )
    .optional(),
  PUSH_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});

/** The push variables, spread into the environment schema. */
export const pushEnv = pushSchema.shape;

/**
 * The push settings, or the problems found: the two VAPID keys go together, and production
 * takes no loopback http origin (a push service is never plain http).
 */
export function pushConfig(
  e: z.infer<typeof pushSchema>,
  production: boolean,
  appOrigin: string,
): PushConfig | { problems: string[] } {
  const problems: string[] = [];
  const publicKey = e.VAPID_PUBLIC_KEY;
  const privateKey = e.VAPID_PRIVATE_KEY;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    problems.push('VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY: se definen las dos o ninguna');
  }
  const endpointAllow = e.PUSH_ENDPOINT_ALLOW ?? [...PUSH_ENDPOINT_ALLOW_DEFAULT];
  if (production && endpointAllow.some((entry) => entry.startsWith('http:'))) {
    problems.push('PUSH_ENDPOINT_ALLOW: http no se admite cuando NODE_ENV=production');
  }
  if (problems.length > 0) return { problems };
  return {
    push: {
      vapid: publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : null,
      // the push services ask for a way to reach the sender: the storefront's own origin
      subject:
        e.VAPID_SUBJECT ?? (appOrigin.startsWith('https:') ? appOrigin : 'mailto:push@localhost'),
      endpointAllow,
      pollMs: e.PUSH_POLL_MS,
    },
  };
}
