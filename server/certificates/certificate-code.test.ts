import { describe, expect, test } from 'vitest';
import {
  CERTIFICATE_CODE_ALPHABET,
  certificateCodeNew,
  certificateCodeRead,
} from './certificate-code.ts';
import { certificateExpired, certificateExpiryOf } from './certificate-expiry.ts';

describe('certificate codes', () => {
  test('12 characters of the alphabet, never a look-alike, and all different', () => {
    const codes = new Set(Array.from({ length: 2000 }, certificateCodeNew));
    expect(codes.size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-9]{12}$/);
      expect(code).not.toMatch(/[01OIL]/);
    }
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(31);
  });

  test('a typed code is read case- and space-insensitively; anything else is null', () => {
    expect(certificateCodeRead(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(certificateCodeRead('ABCDEFGHJKM')).toBeNull();
    expect(certificateCodeRead('ABCDEFGHJKM0')).toBeNull();
    expect(certificateCodeRead("ABCDEFGHJK';")).toBeNull();
  });
});

describe('certificate expiry (El Salvador days)', () => {
  const sv = (local: string) => new Date(`${local}-06:00`);

  test('the same day next year; 29 February becomes 28 February', () => {
    expect(certificateExpiryOf(sv('2026-11-23T12:00:00'))).toBe('2027-11-23');
    // 23:30 in El Salvador is already the next day in UTC: the local day counts
    expect(certificateExpiryOf(sv('2026-11-23T23:30:00'))).toBe('2027-11-23');
    expect(certificateExpiryOf(sv('2028-02-29T10:00:00'))).toBe('2029-02-28');
  });

  test('spendable through its last day, expired the day after', () => {
    expect(certificateExpired('2027-11-23', sv('2027-11-23T23:59:00'))).toBe(false);
    expect(certificateExpired('2027-11-23', sv('2027-11-24T00:00:00'))).toBe(true);
  });
});
