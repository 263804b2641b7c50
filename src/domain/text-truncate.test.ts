import { describe, expect, it } from 'vitest';
import { textTruncate } from './text-truncate';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');

describe('textTruncate (§9: 100 characters, offset 20)', () => {
  it('keeps texts of up to 120 characters whole', () => {
    expect(textTruncate('Corta')).toEqual({ text: 'Corta', truncated: false });
    const exactly120 = 'a'.repeat(120);
    expect(textTruncate(exactly120)).toEqual({ text: exactly120, truncated: false });
    expect(textTruncate('')).toEqual({ text: '', truncated: false });
  });

  it('cuts a longer text at the last word break before 100 and adds an ellipsis', () => {
    const long = words(20);
    const result = textTruncate(long);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    const body = result.text.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(100);
    expect(body.length).toBeGreaterThanOrEqual(80);
    expect(long.startsWith(body)).toBe(true);
    expect(long.charAt(body.length)).toBe(' ');
  });

  it('cuts hard at 100 when no word break falls in the last 20 characters', () => {
    const result = textTruncate('x'.repeat(121));
    expect(result).toEqual({ text: `${'x'.repeat(100)}…`, truncated: true });
  });

  it('drops trailing punctuation before the ellipsis and trims the input', () => {
    const text = `  ${'a'.repeat(95)}, ${'b'.repeat(40)}  `;
    expect(textTruncate(text).text).toBe(`${'a'.repeat(95)}…`);
  });

  it('counts characters, not UTF-16 units, and accepts custom limits', () => {
    expect(textTruncate('ñ'.repeat(120)).truncated).toBe(false);
    expect(textTruncate('uno dos tres cuatro', 8, 2)).toEqual({
      text: 'uno dos…',
      truncated: true,
    });
  });
});
