// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDataResponseSchema } from '../../api/menu/get-data';
import type { ServerTime } from '../../api/menu/get-fecha-hora';
import { transportSet } from '../../api/transport';
import { cartStoreAdd, cartStoreClear, cartStoreHydrate } from '../../stores/cart';
import { uiReset } from '../../stores/ui';
import { renderAppAt, testQueryClient } from '../../test/app-render';
import { fakeFetch, okAnswer } from '../../test/fake-fetch';
import { menuSample } from '../../test/menu-sample';

// §1 / issue 18 the country check as the customer meets it: the menu of a chain outside SV
// stays browsable, but the bag, the cart and its 'Continuar' say it cannot be ordered here.

const MESSAGE = 'Los pedidos en línea no están disponibles en este país.';
const NOW = Date.UTC(2026, 10, 23, 18);

function renderAt(path: string, pais: string, fakeCash = 'N') {
  const queryClient = testQueryClient();
  const answer = {
    ...menuSample,
    data: {
      ...menuSample.data,
      pais: { iso_code: pais },
      parametros: { ...menuSample.data.parametros, FAKE_CASH: fakeCash },
    },
  };
  const menu = getDataResponseSchema.parse(answer);
  queryClient.setQueryData(['menu'], menu);
  const time: ServerTime = {
    fecha: '2026-11-23T12:00:00-06:00',
    epochMs: NOW,
    offsetMs: NOW - Date.now(),
  };
  queryClient.setQueryData(['server-time'], time);
  queryClient.setQueryData(['images'], []);
  const router = renderAppAt(path, queryClient);
  const product = menu.products.find((p) => p.id === 101)!;
  return { router, product };
}

beforeAll(async () => {
  await cartStoreHydrate();
});

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // the cart's checks (blocks, item hours, suggestions) find nothing restricted
  fakeFetch(() => okAnswer({ data: [] }));
  cartStoreClear();
});

afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  cartStoreClear();
  localStorage.clear();
});

describe('a chain outside SV (§1)', () => {
  it('the cart says so and its Continuar explains instead of going on', async () => {
    const u = userEvent.setup();
    const { router, product } = renderAt('/cart', 'GT');
    cartStoreAdd(product, 1);
    const summary = await screen.findByRole('complementary', { name: 'Resumen de tu bolsa' });
    expect((await within(summary).findByRole('status')).textContent).toBe(MESSAGE);
    await u.click(within(summary).getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede realizar la compra' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it("the bag button on the menu opens the same explanation, with 'Ver carrito'", async () => {
    const u = userEvent.setup();
    const { product } = renderAt('/', 'GT');
    // the menu stays browsable
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeTruthy();
    cartStoreAdd(product, 1);
    await u.click(await screen.findByRole('button', { name: /Ver mi bolsa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'No se puede realizar la compra' });
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ver carrito' })).toBeTruthy();
  });

  it('with the fake-cash flag, or in SV, the cart goes on', async () => {
    for (const [pais, fakeCash] of [
      ['GT', 'S'],
      ['SV', 'N'],
    ] as const) {
      const { product } = renderAt('/cart', pais, fakeCash);
      cartStoreAdd(product, 1);
      const summary = await screen.findByRole('complementary', { name: 'Resumen de tu bolsa' });
      expect(within(summary).getByRole('button', { name: 'Continuar' })).toBeTruthy();
      expect(screen.queryByText(MESSAGE)).toBeNull();
      cleanup();
      cartStoreClear();
    }
  });
});
