import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartIndexBuild } from '../chain/cart-index.ts';
import { parseChain } from '../seed/validate.ts';
import { quotePromotionValidity } from './quote-promotion-validity.ts';

// §5.4 data/checkPr's verdict as the quote asks it: FECHA_HASTA and the PROMO product's weekdays.
const sv = (local: string) => new Date(`${local}-06:00`).getTime();

function demoValidity() {
  const raw = readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8');
  const parsed = parseChain(JSON.parse(raw));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return quotePromotionValidity(cartIndexBuild(parsed.data));
}

describe('quotePromotionValidity (§5.4)', () => {
  const valid = demoValidity();

  it('follows the weekdays of the PROMO product (1906 on Tuesdays, 1901 Monday and Wednesday)', () => {
    const monday = sv('2026-11-23T12:00:00');
    const tuesday = sv('2026-11-24T12:00:00');
    expect([valid(1906, monday), valid(1906, tuesday)]).toEqual([false, true]);
    expect([valid(1901, monday), valid(1901, tuesday)]).toEqual([true, false]);
  });

  it('ends after FECHA_HASTA, in El Salvador time', () => {
    expect(valid(1902, sv('2027-12-31T23:59:00'))).toBe(true);
    expect(valid(1902, sv('2028-01-01T00:00:00'))).toBe(false);
  });

  it('an unknown promotion is never valid', () => {
    expect(valid(9999, sv('2026-11-23T12:00:00'))).toBe(false);
  });
});
