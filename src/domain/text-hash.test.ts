import { describe, expect, it } from 'vitest';
import { textHash } from './text-hash';

describe('textHash', () => {
  it('is stable, short and tells close texts apart', () => {
    expect(textHash('abc')).toBe(textHash('abc'));
    expect(textHash('abc')).toMatch(/^[0-9a-z]{1,7}$/);
    expect(textHash('abc')).not.toBe(textHash('abd'));
    expect(textHash('')).toBe((0x811c9dc5).toString(36));
  });
});
