import { describe, expect, test } from 'vitest';
import { textBlockClean, textLineClean } from './text-controls';

describe('textLineClean: a single line', () => {
  test.each([
    ['Ana\r\nBcc: x@y', 'Ana Bcc: x@y'],
    ['Ana\nMaría', 'Ana María'],
    ['Ana \r\n María', 'Ana María'],
    ['Ana\tMaría', 'Ana María'],
    ['Ana\u2028María\u2029López', 'Ana María López'],
    ['Ana\u0085María', 'Ana María'],
    ['Ana\v\fMaría', 'Ana María'],
    ['\r\nAna\r\n', 'Ana'],
    ['An\u0000a\u0007\u001b[31m', 'Ana[31m'],
    ['Ana\u007f\u0080\u009f', 'Ana'],
    ['\u202eanA\u202c', 'anA'],
    ['\u2066Ana\u2069 \u202aLópez\u202b\u202d', 'Ana López'],
  ])('%j → %j', (input, output) => {
    expect(textLineClean(input)).toBe(output);
  });

  test('letters, accents, emoji and joiners are kept', () => {
    const text = 'José Ñúñez 👩‍🍳 d’Aubuisson (ZWJ\u200d) \u00a0Pérez';
    expect(textLineClean(text)).toBe(text);
  });

  test('an empty text stays empty, and spaces of its own are kept', () => {
    expect(textLineClean('')).toBe('');
    expect(textLineClean('  Ana  ')).toBe('  Ana  ');
  });
});

describe('textBlockClean: free text over lines', () => {
  test.each([
    ['Sin cebolla\r\ngracias', 'Sin cebolla\ngracias'],
    ['uno\rdos', 'uno\ndos'],
    ['uno\n\ndos', 'uno\n\ndos'],
    ['uno\u2028dos\u2029tres\u0085cuatro', 'uno\ndos\ntres\ncuatro'],
    ['uno\tdos\vtres\fcuatro', 'uno dos tres cuatro'],
    ['Ana\u0000\u0008\u001f\u007f\u0090', 'Ana'],
    ['\u202eolleh\u202c \u2067x\u2069', 'olleh x'],
  ])('%j → %j', (input, output) => {
    expect(textBlockClean(input)).toBe(output);
  });

  test('plain text is kept as typed', () => {
    const text = '¡Feliz cumpleaños, Ana! 🎂\nCon cariño,\n  Luis';
    expect(textBlockClean(text)).toBe(text);
  });
});
