import { describe, expect, test } from 'vitest';
import { GREETING_NAME_MAX, greetingName } from './mail-greeting.ts';

describe('the name a greeting repeats', () => {
  test('a usual name as typed, its surrounding spaces trimmed', () => {
    expect(greetingName('  Ana María ')).toBe('Ana María');
    expect(greetingName('')).toBe('');
  });

  test('line breaks, tabs and control characters become one space', () => {
    expect(greetingName('Ana\r\nBcc: x@y')).toBe('Ana Bcc: x@y');
    expect(greetingName('Ana\u2028\tMaría\u0000\u0085')).toBe('Ana María');
    // bidi overrides and zero-width characters are dropped
    expect(greetingName('Ana\u202Eairam\u200B')).toBe('Anaairam');
  });

  test('a long name is cut after the last whole word within the limit', () => {
    const name = `Bartolomé ${'Anunciación '.repeat(40)}`;
    expect(greetingName(name)).toBe('Bartolomé Anunciación Anunciación');
    // a word that ends right at the limit is kept whole
    const exact = `${'a'.repeat(19)} ${'b'.repeat(20)} c`;
    expect(greetingName(exact)).toBe(`${'a'.repeat(19)} ${'b'.repeat(20)}`);
  });

  test('one long word is cut on a whole character, never inside one', () => {
    expect(greetingName('x'.repeat(500))).toBe('x'.repeat(GREETING_NAME_MAX));
    // 'é' written as e + a combining accent (2 units), and an emoji (2 units)
    const accented = 'e\u0301'.repeat(30);
    expect(greetingName(accented)).toBe('e\u0301'.repeat(20));
    const emoji = '😀'.repeat(30);
    expect(greetingName(emoji)).toBe('😀'.repeat(20));
    expect(greetingName(`a${'😀'.repeat(30)}`)).toBe(`a${'😀'.repeat(19)}`);
  });
});
