import { describe, expect, it } from 'vitest';
import { promotionsTermsTitle } from './promotions-terms';

describe('the promotions terms title (§2.12)', () => {
  it("names the server's current year in El Salvador", () => {
    expect(promotionsTermsTitle(Date.parse('2026-11-23T12:00:00-06:00'))).toBe(
      'T&C de las Promociones 2026',
    );
    // 1 January 2027 at 02:00 UTC is still 31 December 2026 in El Salvador
    expect(promotionsTermsTitle(Date.parse('2027-01-01T02:00:00Z'))).toBe(
      'T&C de las Promociones 2026',
    );
  });
});
