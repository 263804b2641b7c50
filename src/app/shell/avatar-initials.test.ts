import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials';

describe('avatarInitials (§2.3, §9)', () => {
  it('takes the first two letters in upper case', () => {
    expect(avatarInitials('maría')).toBe('MA');
    expect(avatarInitials('Ángel López')).toBe('ÁN');
  });

  it('skips spaces, digits and symbols and copes with short names', () => {
    expect(avatarInitials('  j. pérez')).toBe('JP');
    expect(avatarInitials('x')).toBe('X');
    expect(avatarInitials('')).toBe('');
  });
});
