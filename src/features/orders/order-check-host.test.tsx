// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transportSet } from '../../api/transport';
import { cartStore, cartStoreAdd, cartStoreClear, cartStoreHydrate } from '../../stores/cart';
import { checkoutReset, checkoutStore } from '../../stores/checkout';
import {
  orderCheckLaunch,
  orderCurrentClear,
  orderCurrentSet,
  ordersStore,
} from '../../stores/orders';
import { sessionClearTokens, sessionSetGuestToken } from '../../api/session';
import { uiReset } from '../../stores/ui';
import { cartProduct } from '../../test/cart-builders';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import OrderCheckHost from './order-check-host';
import { hashOf, renderOrders } from './orders.fixture';
import { orderIdOf } from '../../domain/order/order-id';

const PLACED = 'Tu pedido #41 ya fue recibido. Puedes seguirlo en Mis pedidos.';

const checks = () => sent.filter((r) => r.url.endsWith('/data/checkOrder'));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function answerCheck(body: object) {
  fakeFetch((req) => (req.url.endsWith('/data/checkOrder') ? jsonAnswer(body) : okAnswer()));
}

async function start(path = '/orders/41') {
  const view = renderOrders(path, { overlay: <OrderCheckHost /> });
  await advance(0);
  return view;
}

beforeEach(async () => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  sessionClearTokens();
  sessionSetGuestToken('g1');
  await cartStoreHydrate();
  cartStoreAdd(cartProduct(1501), 1);
  checkoutStore.stepNumber = 2;
  checkoutStore.orderId = orderIdOf(41);
  orderCurrentSet({ id: orderIdOf(41), hash: hashOf(41) });
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  transportSet(null);
  uiReset();
  orderCurrentClear();
  cartStoreClear();
  checkoutReset();
  localStorage.clear();
});

describe('order-check dialog (§4.4)', () => {
  it("checks the stored order 3 s after mount; '02' goes home and shows the message", async () => {
    answerCheck({ codigoRetorno: '02', mensajeRetorno: PLACED, estado: 'ENT', pago: 'no aplica' });
    const { router } = await start();
    await advance(2_990);
    expect(checks()).toHaveLength(0);
    await advance(10);
    expect(checks()).toHaveLength(1);
    expect(String(checks()[0]!.body)).toBe('idorder=41');
    expect(router.state.location.pathname).toBe('/');
    const dialog = screen.getByRole('dialog', { name: PLACED });
    expect(dialog.textContent).toContain(PLACED);

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(349);
    expect(ordersStore.current).toEqual({ id: 41, hash: hashOf(41) });
    expect(cartStore.cart.items).toHaveLength(1);
    await advance(1);
    expect(ordersStore.current).toBeNull();
    await vi.waitFor(() => {
      expect(cartStore.cart.items).toHaveLength(0);
      expect([checkoutStore.stepNumber, checkoutStore.orderId]).toEqual([-1, null]);
    });
  });

  it("'00' (card payment still open) and 'ERR' (no connection) change nothing", async () => {
    answerCheck({ codigoRetorno: '00', mensajeRetorno: 'OK', estado: 'PEN', pago: 'pendiente' });
    const { router } = await start();
    await advance(3_000);
    expect(checks()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/orders/41');

    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => orderCheckLaunch());
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/orders/41');
    await advance(1_000);
    expect(ordersStore.current?.id).toBe(41);
    expect(cartStore.cart.items).toHaveLength(1);
    expect(checkoutStore.stepNumber).toBe(2);
  });

  it('checks at once when launched, and not at all without a stored order', async () => {
    answerCheck({ codigoRetorno: '02', mensajeRetorno: PLACED, estado: 'INI', pago: 'no aplica' });
    await start();
    await advance(500);
    act(() => orderCheckLaunch());
    await advance(0);
    expect(checks()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: PLACED })).toBeTruthy();
    // the dialog is open: the mount-time check does not ask again
    await advance(3_000);
    expect(checks()).toHaveLength(1);

    cleanup();
    orderCurrentClear();
    answerCheck({ codigoRetorno: '02', mensajeRetorno: PLACED, estado: 'INI', pago: 'no aplica' });
    await start();
    await advance(3_000);
    act(() => orderCheckLaunch());
    await advance(0);
    expect(checks()).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
