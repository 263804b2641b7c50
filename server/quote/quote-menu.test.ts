import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../src/api/menu/get-data.ts';
import { loadConfig } from '../config.ts';
import { menuData } from '../chain/chain-answers-json.ts';
import { ok } from '../http/envelope.ts';
import type { ChainData } from '../seed/schema.ts';
import { parseChain } from '../seed/validate.ts';
import { fixtureChain } from '../test/harness.ts';
import { quoteMenuFromChain } from './quote-menu.ts';

// §3.3 the server's own reading of the menu must be the app's: the app reads data/getData (built
// from the same chain) with its adapter; the quote maps the chain directly.

function demoChain(): ChainData {
  const raw = readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8');
  const parsed = parseChain(JSON.parse(raw));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.data;
}

/** The menu as the app holds it: getData's answer through JSON and the app's adapter. */
function appMenu(chain: ChainData) {
  const answer = ok({ data: menuData(chain, loadConfig({}).parametros) });
  return getDataResponseSchema.parse(JSON.parse(JSON.stringify(answer)));
}

describe('quoteMenuFromChain (§3.3)', () => {
  for (const [name, chain] of [
    ['the demo chain', demoChain()],
    ['the test fixture chain', fixtureChain()],
  ] as const) {
    it(`reads ${name} exactly as the app's getData adapter does`, () => {
      const app = appMenu(chain);
      const server = quoteMenuFromChain(chain);
      expect(server.products).toEqual(app.products);
      expect(server.sizes).toEqual(app.sizes);
      expect(server.bases).toEqual(app.bases);
      expect(server.promotions).toEqual(app.promotions);
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
