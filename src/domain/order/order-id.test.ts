import { describe, expect, it } from 'vitest';
import { orderIdOf, orderIdParse } from './order-id';

describe('order ids (§3.6)', () => {
  it('takes a checked integer as it is: the brand adds nothing at run time', () => {
    expect(orderIdOf(4211)).toBe(4211);
    expect(orderIdParse(4211)).toBe(4211);
    expect(JSON.stringify({ id: orderIdParse(1) })).toBe('{"id":1}');
  });

  it('refuses what is not a positive safe integer', () => {
    for (const bad of [0, -3, '4211', 1.5, Number.NaN, Infinity, 2 ** 53, null, undefined, {}]) {
      expect(orderIdParse(bad)).toBeNull();
    }
  });
});
