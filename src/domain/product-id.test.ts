import { describe, expect, it } from 'vitest';
import { productIdOf, productIdParse } from './product-id';

describe('product ids (§3.3)', () => {
  it('takes a checked integer as it is: the brand adds nothing at run time', () => {
    expect(productIdOf(1101)).toBe(1101);
    expect(productIdParse(1101)).toBe(1101);
    expect(productIdParse(0)).toBe(0);
    expect(JSON.stringify({ id: productIdOf(1101) })).toBe('{"id":1101}');
  });

  it('refuses what is not a safe integer', () => {
    for (const bad of ['1101', 1.5, Number.NaN, Infinity, 2 ** 53, null, undefined, {}]) {
      expect(productIdParse(bad)).toBeNull();
    }
  });
});
