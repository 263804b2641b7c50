import { createPublicKey, type KeyObject } from 'node:crypto';
import { PUSH_SUBSCRIPTION_MSG } from '../../src/protocol/push-message.ts';
import { pushEndpointAllowed } from './push-endpoint-allow.ts';

export { PUSH_SUBSCRIPTION_MSG };

/**
 * Issue 19: orden.fcmToken as the order save reads it. '' is an order without push;
 * anything else must be a browser's PushSubscription as JSON
 * (`{"endpoint":"https://…","expirationTime":null,"keys":{"p256dh":"…","auth":"…"}}`):
 * an endpoint whose origin PUSH_ENDPOINT_ALLOW names, a P-256 public key (65 bytes, an
 * uncompressed point) and a 16-byte authentication secret, both base64url.
 */

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushSubscriptionParsed =
  { ok: true; subscription: PushSubscriptionKeys | null } | { ok: false; message: string };

/** The longest endpoint accepted (the push services' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1500;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or null when it is not one. */
function bytesOf(value: unknown, length: number): string | null {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== length) return null;
  // kept without padding, as browsers write it, so one key has one spelling
  return bytes.toString('base64url');
}

/**
 * The P-256 public key whose uncompressed point (65 bytes, base64url) is `key`; throws when
 * the point is not on the curve.
 */
export function p256PublicKey(key: string): KeyObject {
  const point = Buffer.from(key, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Whether 65 bytes are an uncompressed point of the P-256 curve (a key web-push can use). */
function isP256Point(key: string): boolean {
  if (Buffer.from(key, 'base64url')[0] !== 4) return false;
  try {
    p256PublicKey(key);
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads orden.fcmToken; `allow` is PUSH_ENDPOINT_ALLOW. */
export function pushSubscriptionParse(
  token: string,
  allow: readonly string[],
): PushSubscriptionParsed {
  if (token.trim() === '') return { ok: true, subscription: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(token);
  } catch {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.invalid };
  }
  if (!isRecord(parsed) || !isRecord(parsed.keys)) {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.invalid };
  }
  const { endpoint, expirationTime } = parsed;
  if (
    expirationTime !== undefined &&
    expirationTime !== null &&
    typeof expirationTime !== 'number'
  ) {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.invalid };
  }
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_ENDPOINT_MAX) {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.invalid };
  }
  const p256dh = bytesOf(parsed.keys.p256dh, 65);
  const auth = bytesOf(parsed.keys.auth, 16);
  if (p256dh === null || auth === null || !isP256Point(p256dh)) {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.invalid };
  }
  if (!pushEndpointAllowed(endpoint, allow)) {
    return { ok: false, message: PUSH_SUBSCRIPTION_MSG.endpoint };
  }
  return { ok: true, subscription: { endpoint, p256dh, auth } };
}
