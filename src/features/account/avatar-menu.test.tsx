// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSetTokens, sessionStore } from '../../api/session';
import { transportSet } from '../../api/transport';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, callOf, renderAccount } from './account.fixture';
import AvatarMenu from './avatar-menu';

const user = {
  nombres: 'maría José',
  apellidos: 'Pérez',
  nickname: 'majo',
  email: 'maria@example.com',
  telefono: '71234567',
  genero: 'FE',
  fechaNacimiento: '',
  instruccionEspecial: '',
  publicidad: 'N',
};

beforeEach(() => {
  accountSetUp();
  sessionSetTokens('acc', 'ref');
});
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('the avatar menu (§2.3, §4.1)', () => {
  it('shows two letters of the name and a keyboard menu', async () => {
    fakeFetch(() => okAnswer({ data: user }));
    const u = userEvent.setup();
    renderAccount(AvatarMenu, '/menu');
    const button = await screen.findByRole('button', { name: 'Mi cuenta' });
    await waitFor(() => expect(button.textContent).toBe('MA'));
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await u.click(button);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Perfil de usuario',
      'Mis Pedidos',
      'Mis Favoritos',
      'Cupones',
      'Cerrar sesión',
    ]);
    expect(items[0]!.getAttribute('href')).toBe('/profile/locations');
    expect(document.activeElement).toBe(items[0]);
    await u.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[4]);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("'Cerrar sesión' calls auth/logout, clears the session and the customer's data, goes home", async () => {
    fakeFetch((req) =>
      callOf(req) === 'cliente/getDataUser' ? okAnswer({ data: user }) : okAnswer(),
    );
    const u = userEvent.setup();
    const { router, queryClient } = renderAccount(AvatarMenu, '/menu');
    await waitFor(() => expect(queryClient.getQueryData(['cliente', 'getDataUser'])).toBeTruthy());
    await u.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    await u.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = sent.find((req) => callOf(req) === 'auth/logout')!;
    expect(logout.headers.get('authorization')).toBe('Bearer acc');
    expect(sessionStore.accessToken).toBeNull();
    expect(queryClient.getQueryData(['cliente', 'getDataUser'])).toBeUndefined();
  });
});
