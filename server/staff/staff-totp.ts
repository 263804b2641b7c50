import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP two-factor (issue 35 §1, RFC 6238 with otplib): 6 digits every 30 s, one step of
 * clock drift either way, and a code never taken twice (the last accepted step is kept).
 * The key is stored sealed with AES-256-GCM under a key derived (HKDF) from TOKEN_SECRET,
 * so a copy of the database alone does not hold the staff's second factor
 * (docs/configuration.md: changing TOKEN_SECRET means enrolling again).
 */

const PERIOD_S = 30;

/** The sealing key for TOTP secrets, derived from the server's token secret. */
export function totpSealKey(tokenSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenSecret, 'staff', 'staff-totp-secret', 32));
}

export function totpSeal(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when it does not open with this key. */
export function totpOpen(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** A new secret, its otpauth:// address and that address as a QR code in SVG. */
export async function totpEnrolment(issuer: string, email: string) {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * The time step `code` matched at `now`, or null: wrong, malformed, or a step already used
 * (at or before `lastStep`).
 */
export async function totpCheck(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: PERIOD_S,
    epochTolerance: PERIOD_S,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD_S) + result.delta;
}
