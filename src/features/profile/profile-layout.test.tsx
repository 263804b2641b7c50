// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens, sessionStore } from '../../api/session';
import { fakeProfileServer, profileSetUp, profileTearDown, renderProfile } from './profile.fixture';

const tabs = () => screen.getByRole('navigation', { name: 'Perfil de usuario' });
const tabLinks = () => within(tabs()).getAllByRole('link');

beforeEach(() => {
  profileSetUp();
  fakeProfileServer();
});
afterEach(profileTearDown);

describe('profile tabs (§2.2)', () => {
  it('links every tab, Gift Cards included when certificates are enabled', async () => {
    renderProfile('/profile/user-data', { certificates: true });
    await screen.findByRole('heading', { level: 1, name: 'Datos personales' });
    expect(tabLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Direcciones', '/profile/locations'],
      ['Gift Cards', '/profile/certificates'],
      ['Personal', '/profile/user-data'],
      ['Contraseña', '/profile/change-password'],
      ['Eliminar Cuenta', '/profile/delete-account'],
    ]);
    const current = tabLinks().filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Personal']);
  });

  it('leaves Gift Cards out when certificates are not enabled', async () => {
    renderProfile('/profile/change-password', { certificates: false });
    await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
    expect(tabLinks().map((a) => a.textContent)).toEqual([
      'Direcciones',
      'Personal',
      'Contraseña',
      'Eliminar Cuenta',
    ]);
  });

  it('opens on the addresses tab, its list', async () => {
    renderProfile('/profile/locations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Direcciones' })).toBeTruthy();
    expect(await screen.findByText(/Aún no tienes direcciones guardadas/)).toBeTruthy();
    expect(
      within(tabs()).getByRole('link', { name: 'Direcciones' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('is reached with Tab, moved along with the arrows and opened with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile('/profile/locations', { certificates: false });
    await screen.findByRole('heading', { level: 1, name: 'Direcciones' });
    const [direcciones, personal, contrasena, eliminar] = tabLinks();
    direcciones!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(personal);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(eliminar);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(direcciones);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(eliminar);
    await user.keyboard('{Home}');
    await user.tab();
    expect(document.activeElement).toBe(personal);
    await user.tab();
    expect(document.activeElement).toBe(contrasena);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/change-password');
    expect(contrasena!.getAttribute('aria-current')).toBe('page');
  });
});

describe('profile redirects (§2.2)', () => {
  const landing = async (path: string) => {
    const { router } = renderProfile(path);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(path));
    return router.state.location.pathname;
  };

  it('sends /profile to /profile/locations', async () => {
    expect(await landing('/profile')).toBe('/profile/locations');
  });

  it('sends /profile/account and any other profile path to /', async () => {
    expect(await landing('/profile/account')).toBe('/');
    profileTearDown();
    fakeProfileServer();
    expect(await landing('/profile/otra/cosa')).toBe('/');
  });

  it('sends every profile path to / when logged out', async () => {
    for (const path of [
      '/profile',
      '/profile/locations',
      '/profile/locations/new',
      '/profile/certificates',
      '/profile/user-data',
      '/profile/change-password',
      '/profile/delete-account',
    ]) {
      profileTearDown();
      profileSetUp(false);
      fakeProfileServer();
      expect(await landing(path), path).toBe('/');
    }
  });

  it('counts a session with only the access token as logged out', async () => {
    sessionClearTokens();
    sessionStore.accessToken = 'acc';
    expect(await landing('/profile/user-data')).toBe('/');
  });

  it('goes to / when the session ends while a profile page is open', async () => {
    const { router } = renderProfile('/profile/user-data');
    await screen.findByRole('heading', { level: 1, name: 'Datos personales' });
    act(() => sessionClearTokens());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Perfil de usuario' })).toBeNull();
    sessionSetTokens('acc', 'ref');
  });
});
