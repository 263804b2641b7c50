// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SuggestedSale from './cart-suggested-sale';

async function freshModule(): Promise<typeof SuggestedSale> {
  vi.resetModules();
  return import('./cart-suggested-sale');
}

beforeEach(() => sessionStorage.clear());

describe('the suggested sale offered once per visit (§4.6)', () => {
  it('starts not offered and remembers the offer for the rest of the visit', async () => {
    const first = await freshModule();
    expect(first.suggestedSaleStore.offered).toBe(false);
    first.suggestedSaleMarkOffered();
    expect(first.suggestedSaleStore.offered).toBe(true);
    // a reload in the same tab: the session still knows
    const reloaded = await freshModule();
    expect(reloaded.suggestedSaleStore.offered).toBe(true);
  });

  it('a new visit (a new session) offers it again', async () => {
    (await freshModule()).suggestedSaleMarkOffered();
    sessionStorage.clear();
    expect((await freshModule()).suggestedSaleStore.offered).toBe(false);
  });
});
