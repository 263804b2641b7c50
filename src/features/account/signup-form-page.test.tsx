// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSetGuestToken } from '../../api/session';
import { transportSet } from '../../api/transport';
import { ACCOUNT_MESSAGES } from '../../domain/account/account-messages';
import { signupFlowStore } from '../../stores/signup-flow';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, callOf, errorOf, renderAccount } from './account.fixture';
import { SignupFormPage } from './signup-form-page';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const submit = () => screen.getByRole('button', { name: 'Crear cuenta' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nombres'), 'Ana');
  await user.type(field('Apellidos'), 'Pérez');
  await user.type(field('Correo electrónico'), 'ana@example.com');
  await user.type(field('Teléfono'), '71234567');
  await user.selectOptions(screen.getByLabelText('Género', { exact: false }), 'FE');
  await user.type(
    screen.getByLabelText('Contraseña', {
      selector: 'input[autocomplete="new-password"]:not([name="contrasenaConfirm"])',
    }),
    'Abcdef1!',
  );
  await user.type(field('Confirmar contraseña'), 'Abcdef1!');
  await user.click(field('Quiero recibir correos con promociones'));
}

beforeEach(accountSetUp);
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('/signup-account (§3.1, §5.1, §5.2)', () => {
  it('marks what breaks the rules and masks the phone', async () => {
    fakeFetch(() => okAnswer());
    const user = userEvent.setup();
    renderAccount(SignupFormPage, '/signup-account');
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await user.type(field('Teléfono'), '1234 5678');
    expect(field('Teléfono').value).toBe('1234-5678');
    await user.type(field('Fecha de nacimiento'), '2020-01-01');
    await user.click(submit());
    expect(errorOf(field('Nombres'))).toBe(ACCOUNT_MESSAGES.required);
    expect(errorOf(field('Correo electrónico'))).toBe(ACCOUNT_MESSAGES.required);
    expect(errorOf(field('Teléfono'))).toBe(ACCOUNT_MESSAGES.phone);
    expect(errorOf(field('Fecha de nacimiento'))).toBe(ACCOUNT_MESSAGES.birthday);
    expect(errorOf(field('Confirmar contraseña'))).toBe(ACCOUNT_MESSAGES.required);
    expect(document.activeElement).toBe(field('Nombres'));
    expect(sent).toHaveLength(0);
  });

  it('signs up (encrypted, with the guest token) and goes to /email-sent', async () => {
    sessionSetGuestToken('guest-1');
    fakeFetch(() => okAnswer({ mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo' }));
    const user = userEvent.setup();
    const { router } = renderAccount(SignupFormPage, '/signup-account');
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-sent'));
    const call = sent.find((req) => callOf(req) === 'auth/signupEmail')!;
    expect(call.headers.get('authorization')).toBe('Bearer guest-1');
    expect(new URLSearchParams(String(call.body)).has('data')).toBe(true);
    expect(signupFlowStore).toMatchObject({ emailSignup: 'ana@example.com', resent: false });
  });

  it("shows the server's errores on their fields", async () => {
    fakeFetch(() =>
      jsonAnswer({
        codigoRetorno: '01',
        mensajeRetorno: 'Fecha de nacimiento no válida',
        errores: { fechaNacimiento: 'Fecha de nacimiento no válida' },
      }),
    );
    const user = userEvent.setup();
    renderAccount(SignupFormPage, '/signup-account');
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field('Fecha de nacimiento'))).toBe(ACCOUNT_MESSAGES.birthday),
    );
  });
});
