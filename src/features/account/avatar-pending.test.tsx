// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { orderIdOf } from '../../domain/order/order-id';
import { ordersRemember, ordersStore } from '../../stores/orders';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { userWire } from '../../api/cliente/cliente.fixture';
import { accountSetUp, callOf, renderAccount } from './account.fixture';
import AvatarMenu from './avatar-menu';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

/** The server: the customer, and `pending()` as cliente/getOrdersPend's hashes. */
function server(pending: () => string[]) {
  fakeFetch((req) => {
    if (callOf(req) === 'cliente/getDataUser') return okAnswer({ data: userWire });
    if (callOf(req) === 'cliente/getOrdersPend') {
      const hashes = pending();
      return okAnswer({ cantidad: hashes.length, hashes });
    }
    return okAnswer();
  });
}

const pendCalls = () => sent.filter((r) => callOf(r) === 'cliente/getOrdersPend').length;

beforeEach(() => {
  accountSetUp();
  sessionSetTokens('acc', 'ref');
});
afterEach(() => {
  cleanup();
  transportSet(null);
  ordersStore.anonymous = [];
});

describe('the avatar’s pending orders (§2.3)', () => {
  it("shows the count as a badge, named for screen readers, and 'Ordenes pendientes' opens the first", async () => {
    server(() => [A, B]);
    const u = userEvent.setup();
    renderAccount(AvatarMenu, '/menu');
    const button = await screen.findByRole('button', { name: 'Mi cuenta, 2 órdenes pendientes' });
    expect(within(button).getByText('2').getAttribute('aria-hidden')).toBe('true');
    expect(
      sent.find((r) => callOf(r) === 'cliente/getOrdersPend')!.headers.get('authorization'),
    ).toBe('Bearer acc');
    await u.click(button);
    const item = screen.getByRole('menuitem', { name: 'Ordenes pendientes' });
    expect(item.getAttribute('href')).toBe(`/orders/${A}`);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Perfil de usuario',
      'Mis Pedidos',
      'Mis Favoritos',
      'Cupones',
      'Ordenes pendientes',
      'Cerrar sesión',
    ]);
  });

  it('says one pending order in the singular', async () => {
    server(() => [A]);
    renderAccount(AvatarMenu, '/menu');
    expect(
      await screen.findByRole('button', { name: 'Mi cuenta, 1 orden pendiente' }),
    ).toBeTruthy();
  });

  it('shows no badge and no menu item without pending orders', async () => {
    server(() => []);
    const u = userEvent.setup();
    renderAccount(AvatarMenu, '/menu');
    const button = await screen.findByRole('button', { name: 'Mi cuenta' });
    await waitFor(() => expect(pendCalls()).toBe(1));
    await waitFor(() => expect(button.textContent).toBe('AN'));
    await u.click(button);
    expect(screen.queryByRole('menuitem', { name: 'Ordenes pendientes' })).toBeNull();
  });

  it('asks again after an order is placed on this device', async () => {
    let pending: string[] = [];
    server(() => pending);
    renderAccount(AvatarMenu, '/menu');
    await screen.findByRole('button', { name: 'Mi cuenta' });
    await waitFor(() => expect(pendCalls()).toBe(1));
    // the first answer is in
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    pending = [A];
    act(() =>
      ordersRemember({ id: orderIdOf(77), hash: A, createdAt: Date.now(), deliveryType: 'home' }),
    );
    await waitFor(() => expect(pendCalls()).toBe(2));
    expect(
      await screen.findByRole('button', { name: 'Mi cuenta, 1 orden pendiente' }),
    ).toBeTruthy();
  });
});
