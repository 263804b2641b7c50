import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_LENGTH } from '../../src/protocol/certificate.ts';

/**
 * §3.7 certificate codes (decision 032): 12 characters drawn with the system's CSPRNG from 31
 * upper-case letters and digits without look-alikes (no 0/O, 1/I/L), about 59 bits: a code
 * cannot be guessed, and a customer can read it from a mail and type it.
 */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new random certificate code. */
export function certificateCodeNew(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) {
    code += CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)];
  }
  return code;
}

/** A code as typed (spaces, dashes, lower case) as stored, or null when it cannot be one. */
export function certificateCodeRead(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== CERTIFICATE_CODE_LENGTH) return null;
  for (const c of code) if (!CERTIFICATE_CODE_ALPHABET.includes(c)) return null;
  return code;
}
