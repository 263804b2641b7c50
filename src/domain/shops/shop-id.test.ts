import { describe, expect, it } from 'vitest';
import { shopIdOf } from './shop-id';

describe('shop ids (§3.2)', () => {
  it('takes a checked integer as it is: the brand adds nothing at run time', () => {
    expect(shopIdOf(27)).toBe(27);
    expect(JSON.stringify({ id: shopIdOf(27) })).toBe('{"id":27}');
  });
});
