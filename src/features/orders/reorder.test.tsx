// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { transportSet } from '../../api/transport';
import { cartAdd } from '../../domain/cart/cart-add';
import { cartEmpty } from '../../domain/cart/cart';
import type { Cents } from '../../domain/money';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import { orderLinesEncode } from '../../protocol/order-lines-encode';
import { cartStore, cartStoreClear } from '../../stores/cart';
import { uiReset, uiStore } from '../../stores/ui';
import { burger, configMenu, fries } from '../../test/product-config-builders';
import {
  fakeOrderServer,
  hashOf,
  orderWire,
  ordersQueryClient,
  renderOrders,
} from './orders.fixture';

const base = configMenu();

/** An order of two fries and a burger, its sent lines as its wire form gives them back. */
function orderWithLines(id: number) {
  const unit = productConfigToUnit(productConfigStart(base, burger));
  const cart = cartAdd(cartAdd(cartEmpty(), fries, 2), burger, 1, {
    unitPrice: unit.price,
    options: unit.options,
  });
  return orderWire(id, {
    estadoTracker: 'ENT',
    menu: JSON.parse(JSON.stringify(orderLinesEncode(cart))),
  });
}

/** The app's query client with today's menu already read (`hidden`: burger hidden). */
function withMenu(change: { hidden?: boolean; friesPrice?: number } = {}) {
  const queryClient = ordersQueryClient();
  const products = base.products.map((p) =>
    p.id === burger.id && change.hidden
      ? { ...p, hidden: true }
      : p.id === fries.id && change.friesPrice
        ? { ...p, price: change.friesPrice as Cents }
        : p,
  );
  queryClient.setQueryData(['menu'], { ...base, products, promotions: [] });
  return queryClient;
}

const bag = () => cartStore.cart.items.map((i) => [i.menuId, i.price]);

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('g1');
  cartStoreClear();
});
afterEach(() => {
  cleanup();
  transportSet(null);
  uiReset();
  cartStoreClear();
  localStorage.clear();
});

describe("'Repetir pedido' (§4.5)", () => {
  it('puts the order back in the bag at today’s prices and opens it, in one tap', async () => {
    fakeOrderServer([orderWithLines(31)]);
    const u = userEvent.setup();
    const { router } = renderOrders(`/orders/${hashOf(31)}`, {
      queryClient: withMenu({ friesPrice: 150 }),
    });
    await u.click(await screen.findByRole('button', { name: 'Repetir pedido' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(bag()).toEqual([
      [fries.id, 150],
      [fries.id, 150],
      [burger.id, productConfigToUnit(productConfigStart(base, burger)).price],
    ]);
    expect(uiStore.toasts.map((t) => t.message)).toEqual([
      'Los precios se actualizaron a los de hoy',
    ]);
  });

  it('names what it could not add, then the bag opens from the report', async () => {
    fakeOrderServer([orderWithLines(32)]);
    const u = userEvent.setup();
    const { router } = renderOrders(`/orders/${hashOf(32)}`, {
      queryClient: withMenu({ hidden: true }),
    });
    await u.click(await screen.findByRole('button', { name: 'Repetir pedido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repetir pedido' });
    expect(
      within(dialog).getByText('Agregamos 2 productos a tu bolsa. No pudimos agregar:'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Hamburguesa Clásica: no está disponible por ahora',
    );
    expect(bag()).toEqual([
      [fries.id, fries.price],
      [fries.id, fries.price],
    ]);
    expect(router.state.location.pathname).toBe(`/orders/${hashOf(32)}`);
    await u.click(within(dialog).getByRole('button', { name: 'Ver mi bolsa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('is not offered for an order without its lines', async () => {
    fakeOrderServer([orderWire(33)]);
    renderOrders(`/orders/${hashOf(33)}`, { queryClient: withMenu() });
    await screen.findByRole('heading', { level: 1, name: 'Pedido #33' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Repetir pedido' })).toBeNull();
  });
});
