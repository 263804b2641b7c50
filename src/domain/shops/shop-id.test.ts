import { describe, expect, it } from 'vitest';
import { shopIdOf, shopIdParse } from './shop-id';

describe('shop ids (§3.2)', () => {
  it('takes a checked integer as it is: the brand adds nothing at run time', () => {
    expect(shopIdOf(27)).toBe(27);
    expect(shopIdParse(27)).toBe(27);
    expect(shopIdParse(0)).toBe(0);
    expect(JSON.stringify({ id: shopIdOf(27) })).toBe('{"id":27}');
  });

  it('refuses what is not a safe integer', () => {
    for (const bad of ['27', 1.5, Number.NaN, Infinity, 2 ** 53, null, undefined, {}]) {
      expect(shopIdParse(bad)).toBeNull();
    }
  });
});
