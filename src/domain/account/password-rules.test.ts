import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import {
  legacyPasswordCheck,
  loginPasswordCheck,
  newPasswordCheck,
  passwordConfirmCheck,
} from './password-rules.ts';

describe('newPasswordCheck (§5.1)', () => {
  it('accepts 8 characters with a digit, both cases and a special character', () => {
    expect(newPasswordCheck('Abcdef1!')).toBeNull();
    expect(newPasswordCheck('Ñandú#2024xY')).toBeNull();
  });
  it.each([
    ['Abcde1!', 'seven characters'],
    ['abcdefg1!', 'no uppercase'],
    ['ABCDEFG1!', 'no lowercase'],
    ['Abcdefgh!', 'no digit'],
    ['Abcdefgh1', 'no special character'],
    ['Abcd efg1!', 'a space'],
    ['Abcdefg1!\t', 'a tab'],
    [`A1!${'a'.repeat(70)}`, '73 characters'],
  ])('refuses %s (%s)', (value) => {
    expect(newPasswordCheck(value)).toBe(ACCOUNT_MESSAGES.newPassword);
  });
  it('accepts exactly 72 characters', () => {
    expect(newPasswordCheck(`A1!${'a'.repeat(69)}`)).toBeNull();
  });
});

describe('legacyPasswordCheck (§5.1)', () => {
  it('takes the legacy characters from 3 on, with the message that says 6', () => {
    expect(legacyPasswordCheck('a_$')).toBeNull();
    expect(legacyPasswordCheck('ab')).toBe(ACCOUNT_MESSAGES.legacyLength);
    expect(legacyPasswordCheck('abc def')).toBe(ACCOUNT_MESSAGES.legacyCharacters);
    expect(legacyPasswordCheck('')).toBe(ACCOUNT_MESSAGES.required);
  });
});

describe('passwordConfirmCheck (§5.2)', () => {
  it('needs the same text', () => {
    expect(passwordConfirmCheck('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(passwordConfirmCheck('Abcdef1!', 'abcdef1!')).toBe(ACCOUNT_MESSAGES.confirm);
  });
});

describe('loginPasswordCheck (§5.1: accounts of either rule log in)', () => {
  it('takes a new-rule password with characters the legacy rule refuses', () => {
    expect(legacyPasswordCheck('Secreta#2026')).toBe(ACCOUNT_MESSAGES.legacyCharacters);
    expect(loginPasswordCheck('Secreta#2026')).toBeNull();
  });
  it('takes a legacy password, and speaks with the legacy messages otherwise', () => {
    expect(loginPasswordCheck('abc')).toBeNull();
    expect(loginPasswordCheck('ab')).toBe(ACCOUNT_MESSAGES.legacyLength);
    expect(loginPasswordCheck('ab cd')).toBe(ACCOUNT_MESSAGES.legacyCharacters);
    expect(loginPasswordCheck('')).toBe(ACCOUNT_MESSAGES.required);
  });
});
