// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transportSet } from '../../api/transport';
import { ACCOUNT_MESSAGES, ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, errorOf, renderAccount, toasts } from './account.fixture';
import { UpdatePasswordPage } from './update-password-page';

const Screen = () => <UpdatePasswordPage hash="h1" />;
const next = () => screen.getByLabelText<HTMLInputElement>('Nueva contraseña');
const confirm = () => screen.getByLabelText<HTMLInputElement>('Confirmar contraseña');
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Cambiar contraseña' });

beforeEach(accountSetUp);
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('/updatepass/{hash} (§4.9)', () => {
  it("checks the new-password rule and the match; '00' toasts and goes to /login", async () => {
    fakeFetch(() => okAnswer());
    const user = userEvent.setup();
    const { router } = renderAccount(Screen, '/updatepass/h1');
    await screen.findByRole('heading', { name: 'Cambiar contraseña' });
    expect(next().autocomplete).toBe('new-password');
    await user.type(next(), 'abc');
    await user.type(confirm(), 'abd');
    await user.click(submit());
    expect(errorOf(next())).toBe(ACCOUNT_MESSAGES.newPassword);
    expect(errorOf(confirm())).toBe(ACCOUNT_MESSAGES.confirm);
    expect(sent).toHaveLength(0);
    await user.clear(next());
    await user.clear(confirm());
    await user.type(next(), 'Abcdef1!');
    await user.type(confirm(), 'Abcdef1!');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts()).toEqual([`success: ${ACCOUNT_SUCCESS.passwordChanged}`]);
  });

  it("'03' says the link expired and offers a new one", async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '03', mensajeRetorno: 'El enlace ha expirado' }));
    const user = userEvent.setup();
    renderAccount(Screen, '/updatepass/h1');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Abcdef1!');
    await user.type(confirm(), 'Abcdef1!');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'El enlace ha expirado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('a network failure says so and lets the customer try again', async () => {
    transportSet(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    renderAccount(Screen, '/updatepass/h1');
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'Abcdef1!');
    await user.type(confirm(), 'Abcdef1!');
    await user.click(submit());
    expect(await screen.findByText('Error de comunicación')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });
});
