import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { menuData } from '../../../server/chain/chain-answers-json.ts';
import { ok } from '../../../server/wire/envelope.ts';
import { quoteMenuFromChain } from '../../../server/quote/quote-menu.ts';
import { demoChain } from '../../../server/test/guest-calls.ts';
import { fixtureChain } from '../../../server/test/harness.ts';
import { getDataResponseSchema } from './get-data';

// §3.3 the app reads the server's data/getData answer (built from a chain) exactly as the
// server's cart quote reads that chain: both read the rows with the protocol's schemas
// (src/protocol/menu-product.ts, menu-pricing.ts); this checks that the answer built from the
// chain, through JSON and the app's whole getData adapter, changes nothing on the way.

/** The menu as the app holds it: getData's answer through JSON and the app's adapter. */
function appMenu(chain: ReturnType<typeof demoChain>) {
  const answer = ok({ data: menuData(chain, loadConfig({}).parametros) });
  return getDataResponseSchema.parse(JSON.parse(JSON.stringify(answer)));
}

describe('the app reads data/getData as the server reads its chain (§3.3)', () => {
  for (const [name, chain] of [
    ['the demo chain', demoChain()],
    ['the test fixture chain', fixtureChain()],
  ] as const) {
    it(`reads ${name} exactly as the cart quote does`, () => {
      const app = appMenu(chain);
      const server = quoteMenuFromChain(chain);
      expect(server.products).toEqual(app.products);
      expect(server.sizes).toEqual(app.sizes);
      expect(server.bases).toEqual(app.bases);
      expect(server.promotions).toEqual(app.promotions);
    });
  }
});
