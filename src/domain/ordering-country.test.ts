import { describe, expect, it } from 'vitest';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from './ordering-country';

describe('orderingAllowed (§1 country check)', () => {
  it('allows El Salvador', () => {
    expect(orderingAllowed('SV', false)).toBe(true);
    expect(orderingAllowed('SV', true)).toBe(true);
  });

  it('reads the code trimmed and in any case', () => {
    expect(orderingAllowed(' sv ', false)).toBe(true);
    expect(orderingAllowed('Sv', false)).toBe(true);
  });

  it('refuses every other country, and a missing code', () => {
    for (const code of ['GT', 'HN', 'US', '', '  ', 'SVX', 'S V', 'ES']) {
      expect(orderingAllowed(code, false)).toBe(false);
    }
  });

  it('the fake-cash flag overrides the country', () => {
    expect(orderingAllowed('GT', true)).toBe(true);
    expect(orderingAllowed('', true)).toBe(true);
  });

  it('says so in Spanish', () => {
    expect(ORDERING_COUNTRY_MESSAGE).toBe(
      'Los pedidos en línea no están disponibles en este país.',
    );
  });
});
