import { describe, expect, it } from 'vitest';
import { avatarLetters, emailKey, genderIsValid, nicknameOrDefault } from './account-fields.ts';

describe('account fields (§5.1, §2.3, §3.1)', () => {
  it('defaults the nickname to the part of the e-mail before @', () => {
    expect(nicknameOrDefault('', 'ana.perez@example.com')).toBe('ana.perez');
    expect(nicknameOrDefault('  Anita ', 'ana@example.com')).toBe('Anita');
  });
  it('knows the three gender codes', () => {
    expect(['MA', 'FE', 'NA', 'XX', ''].map(genderIsValid)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
  it('keys e-mails case-insensitively', () => {
    expect(emailKey(' Ana@Example.COM ')).toBe('ana@example.com');
  });
  it('shows the first two letters of the name in upper case', () => {
    expect(avatarLetters('ana maría')).toBe('AN');
    expect(avatarLetters('Ñ')).toBe('Ñ');
  });
});
