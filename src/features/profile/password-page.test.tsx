// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sentData, userData } from '../../api/cliente/cliente.fixture';
import { uiStore } from '../../stores/ui';
import { sent } from '../../test/fake-fetch';
import {
  callOf,
  fakeProfileServer,
  profileSetUp,
  profileTearDown,
  refusal,
  renderProfile,
} from './profile.fixture';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole('button', { name: 'Cambiar contraseña' });
const calls = () => sent.map(callOf);
const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);
const NEW_RULE =
  'La contraseña debe contener al menos: 8 caracteres sin espacios, una letra mayúscula, una letra minúscula, un número y un carácter especial';

function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className.includes('error'))
    .map((el) => el?.textContent ?? '');
  return texts[0] ?? null;
}

async function open() {
  renderProfile('/profile/change-password', { user: userData });
  await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(field('Contraseña actual'), current);
  if (next) await user.type(field('Nueva contraseña'), next);
  if (confirm) await user.type(field('Confirmar nueva contraseña'), confirm);
  await user.click(submit());
}

beforeEach(() => profileSetUp());
afterEach(profileTearDown);

describe('Contraseña (/profile/change-password)', () => {
  it('names its fields for password managers', async () => {
    fakeProfileServer();
    await open();
    expect(field('Contraseña actual').getAttribute('autocomplete')).toBe('current-password');
    expect(field('Contraseña actual').type).toBe('password');
    expect(field('Nueva contraseña').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirmar nueva contraseña').getAttribute('autocomplete')).toBe('new-password');
    const username = document.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(username?.value).toBe('ana@example.com');
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(uiStore.pageTitle).toBe('Contraseña');
  });

  it('shows the §5.2 messages word for word and sends nothing', async () => {
    fakeProfileServer();
    await open();
    await fill('', '', '');
    await waitFor(() =>
      expect(errorOf(field('Contraseña actual'))).toBe('Este campo es requerido'),
    );
    expect(errorOf(field('Nueva contraseña'))).toBe('Este campo es requerido');
    expect(errorOf(field('Confirmar nueva contraseña'))).toBe('Este campo es requerido');
    expect(document.activeElement).toBe(field('Contraseña actual'));
    expect(calls()).not.toContain('cliente/changePassword');
  });

  it('applies the new-password rule and the match', async () => {
    fakeProfileServer();
    await open();
    await fill('vieja', 'corta1!', 'otra');
    await waitFor(() => expect(errorOf(field('Nueva contraseña'))).toBe(NEW_RULE));
    expect(errorOf(field('Confirmar nueva contraseña'))).toBe(
      'Contraseña y confirmación deben ser iguales',
    );
    expect(errorOf(field('Contraseña actual'))).toBeNull();
    expect(calls()).not.toContain('cliente/changePassword');
  });

  it("changes the password, toasts 'Contraseña actualizada' and empties the form", async () => {
    fakeProfileServer();
    await open();
    await fill('vieja', 'Nueva2026!', 'Nueva2026!');
    await waitFor(() => expect(toasts()).toEqual([['success', 'Contraseña actualizada']]));
    const request = sent.find((r) => callOf(r) === 'cliente/changePassword');
    expect(request?.headers.get('authorization')).toBe('Bearer acc');
    expect(request?.headers.get('refresh-token')).toBe('ref');
    expect(sentData(request!)).toEqual({
      contrasena: 'vieja',
      newcontrasena: 'Nueva2026!',
      contrasenaConfirm: 'Nueva2026!',
    });
    await waitFor(() => expect(field('Contraseña actual').value).toBe(''));
    expect(field('Nueva contraseña').value).toBe('');
  });

  it("shows the server's message of a '01' and keeps what was typed", async () => {
    fakeProfileServer((call) =>
      call === 'cliente/changePassword'
        ? refusal('La contraseña actual no es correcta', {
            contrasena: 'La contraseña actual no es correcta',
          })
        : null,
    );
    await open();
    await fill('mala', 'Nueva2026!', 'Nueva2026!');
    await waitFor(() =>
      expect(toasts()).toEqual([['warning', 'La contraseña actual no es correcta']]),
    );
    await waitFor(() =>
      expect(errorOf(field('Contraseña actual'))).toBe('La contraseña actual no es correcta'),
    );
    expect(field('Nueva contraseña').value).toBe('Nueva2026!');
  });
});
