// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sentData, userData } from '../../api/cliente/cliente.fixture';
import { sessionStore } from '../../api/session';
import { uiStore } from '../../stores/ui';
import { jsonAnswer, sent } from '../../test/fake-fetch';
import {
  callOf,
  fakeProfileServer,
  profileSetUp,
  profileTearDown,
  refusal,
  renderProfile,
} from './profile.fixture';

const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
const dialog = () => screen.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
const deleted = () =>
  jsonAnswer({ codigoRetorno: '00', mensajeRetorno: 'Tu cuenta fue eliminada' });

async function open() {
  const rendered = renderProfile('/profile/delete-account', { user: userData });
  await screen.findByRole('heading', { level: 1, name: 'Eliminar cuenta' });
  return rendered;
}

/** Opens the confirmation with the keyboard, as a customer without a mouse would. */
async function confirmOpen(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Eliminar mi cuenta' });
  opener.focus();
  await user.keyboard('{Enter}');
  return opener;
}

beforeEach(() => profileSetUp());
afterEach(profileTearDown);

describe('Eliminar Cuenta (/profile/delete-account)', () => {
  it('says exactly what is erased and what is kept', async () => {
    fakeProfileServer();
    await open();
    const page = screen.getByRole('region', { name: 'Eliminar cuenta' });
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tus datos personales: nombre, correo, teléfono, fecha de nacimiento y preferencias',
      'Tus direcciones guardadas',
      'Tus favoritos',
      'Tus cupones',
    ]);
    expect(
      within(page).getByText(
        'Tus pedidos anteriores se conservan sin tus datos personales, para la contabilidad de la cadena.',
      ),
    ).toBeTruthy();
    expect(uiStore.pageTitle).toBe('Eliminar Cuenta');
  });

  it('opens the confirmation from the keyboard on the password, and Escape brings focus back', async () => {
    const user = userEvent.setup();
    fakeProfileServer();
    await open();
    const opener = await confirmOpen(user);
    const box = within(dialog()).getByLabelText<HTMLInputElement>('Contraseña');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('autocomplete')).toBe('current-password');
    expect(within(dialog()).getByText(/Se borrarán tus datos personales/).textContent).toContain(
      'tus direcciones guardadas, tus favoritos y tus cupones',
    );
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(sent.map(callOf)).not.toContain('cliente/deleteAccount');
  });

  it("asks for the password ('Este campo es requerido') and 'Cancelar' sends nothing", async () => {
    const user = userEvent.setup();
    fakeProfileServer();
    await open();
    await confirmOpen(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Eliminar cuenta' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe('Este campo es requerido');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map(callOf)).not.toContain('cliente/deleteAccount');
  });

  it("shows a '01' in the dialog and keeps the session", async () => {
    const user = userEvent.setup();
    fakeProfileServer((call) =>
      call === 'cliente/deleteAccount' ? refusal('La contraseña actual no es correcta') : null,
    );
    await open();
    await confirmOpen(user);
    await user.keyboard('mala{Enter}');
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe(
        'La contraseña actual no es correcta',
      ),
    );
    expect(toasts()).toEqual([]);
    expect(sessionStore.accessToken).toBe('acc');
  });

  it("on '00' ends the session here, forgets the customer's data and goes home saying so", async () => {
    const user = userEvent.setup();
    fakeProfileServer((call) => (call === 'cliente/deleteAccount' ? deleted() : null));
    const { router, queryClient } = await open();
    await confirmOpen(user);
    await user.keyboard('Clave2026!{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = sent.find((r) => callOf(r) === 'cliente/deleteAccount');
    expect(request?.headers.get('authorization')).toBe('Bearer acc');
    expect(sentData(request!)).toEqual({ contrasena: 'Clave2026!' });
    expect(toasts()).toEqual([['success', 'Tu cuenta fue eliminada']]);
    expect(sessionStore).toMatchObject({ accessToken: null, refreshToken: null, guestToken: null });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['cliente'] })).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
