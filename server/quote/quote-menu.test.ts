import { describe, expect, it } from 'vitest';
import { menuData } from '../chain/chain-answers-json.ts';
import { demoChain } from '../test/guest-calls.ts';
import { fixtureChain } from '../test/harness.ts';
import { quoteMenuFromChain, quoteMenuFromRows, type QuoteMenuRows } from './quote-menu.ts';

// §3.3 the quote reads the chain as data/getData hands it out: the answer's rows, through JSON,
// read with the same protocol schemas, are the quote's menu.

describe('quoteMenuFromChain (§3.3)', () => {
  for (const [name, chain] of [
    ['the demo chain', demoChain()],
    ['the test fixture chain', fixtureChain()],
  ] as const) {
    it(`reads ${name} as data/getData's answer reads`, () => {
      const answer = JSON.parse(JSON.stringify(menuData(chain, {}))) as QuoteMenuRows;
      expect(quoteMenuFromChain(chain)).toEqual(quoteMenuFromRows(answer));
    });
  }

  it('has the parts a quote needs, money in cents', () => {
    const menu = quoteMenuFromChain(demoChain());
    const burger = menu.products.find((p) => p.id === 1101);
    expect(burger?.price).toBe(349);
    expect(burger?.extraIngredients?.maxExtras).toBe(3);
    expect(menu.products.find((p) => p.id === 1565)?.hidden).toBe(true);
    expect(menu.promotions.find((p) => p.id === 1904)).toMatchObject({
      fixedPrice: 99,
      minimum: 1500,
      items: [1621],
    });
    expect(menu.sizes.some((s) => s.menuId === 1301 && s.extraPrice === 150)).toBe(true);
    expect(menu.bases.some((b) => b.menuId === 1101 && b.baseId === 402)).toBe(true);
  });
});
