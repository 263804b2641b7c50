// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSetGuestToken, sessionSetTokens, sessionStore } from '../../api/session';
import { transportSet } from '../../api/transport';
import { ACCOUNT_MESSAGES, ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import {
  signupFlowReturnToSet,
  signupFlowStore,
  signupFlowValidated,
} from '../../stores/signup-flow';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, callOf, errorOf, fieldsOf, renderAccount, toasts } from './account.fixture';
import { LoginPage } from './login-page';

// the real widget needs Web Workers and crypto.subtle: a stand-in element takes its place
vi.mock('./altcha-load', () => ({
  altchaLoad: vi.fn(async () => {
    if (!customElements.get('altcha-widget')) {
      customElements.define('altcha-widget', class extends HTMLElement {});
    }
  }),
}));

const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: 'abc',
  maxnumber: 1000,
  salt: 'salt?expires=9',
  signature: 'sig',
};

const email = () => screen.getByLabelText<HTMLInputElement>('Correo electrónico');
const password = () => screen.getByLabelText<HTMLInputElement>('Contraseña');
const submit = () => screen.getByRole('button', { name: 'Iniciar sesión' });
const logins = () => sent.filter((req) => callOf(req) === 'auth/login');

beforeEach(accountSetUp);
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('/login (§2.10, §4.1)', () => {
  it('offers autofill, recovery and sign-up, and checks the legacy password rule', async () => {
    fakeFetch(() => okAnswer());
    const user = userEvent.setup();
    renderAccount(LoginPage, '/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(email().autocomplete).toBe('username');
    expect(password().autocomplete).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/signup');
    await user.click(submit());
    expect(errorOf(email())).toBe(ACCOUNT_MESSAGES.required);
    expect(errorOf(password())).toBe(ACCOUNT_MESSAGES.required);
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'ana@example.com');
    await user.type(password(), 'a b');
    await user.click(submit());
    expect(errorOf(password())).toBe(ACCOUNT_MESSAGES.legacyCharacters);
    await user.clear(password());
    await user.type(password(), 'ab');
    await user.click(submit());
    expect(errorOf(password())).toBe(ACCOUNT_MESSAGES.legacyLength);
    expect(logins()).toHaveLength(0);
  });

  it('logs in with the guest token, keeps both tokens and goes back to checkout', async () => {
    sessionSetGuestToken('guest-1');
    signupFlowReturnToSet('/checkout');
    fakeFetch(() => okAnswer({ token: 'acc', refreshToken: 'ref', data: { nickname: 'ana' } }));
    const user = userEvent.setup();
    const { router } = renderAccount(LoginPage, '/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(password(), 'abc123');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(logins()[0]!.headers.get('authorization')).toBe('Bearer guest-1');
    expect(fieldsOf(logins()[0]!)).toEqual({ email: 'ana@example.com', password: 'abc123' });
    expect(sessionStore).toMatchObject({
      accessToken: 'acc',
      refreshToken: 'ref',
      guestToken: null,
    });
    expect(signupFlowStore.returnTo).toBeNull();
  });

  it('announces a refusal; after showReCaptcha the captcha appears and its solution is sent', async () => {
    let attempt = 0;
    fakeFetch((req) => {
      const call = callOf(req);
      if (call === 'auth/captcha')
        return okAnswer({ captcha: { kind: 'altcha', challenge: CHALLENGE } });
      attempt += 1;
      return attempt === 1
        ? jsonAnswer({
            codigoRetorno: '01',
            mensajeRetorno: 'Correo o contraseña incorrectos',
            showReCaptcha: true,
          })
        : okAnswer({ token: 'acc', refreshToken: 'ref' });
    });
    const user = userEvent.setup();
    const { router } = renderAccount(LoginPage, '/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(password(), 'wrong1');
    await user.click(submit());
    const alert = await screen.findByText('Correo o contraseña incorrectos');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(toasts()).toEqual([]);
    expect(signupFlowStore.showReCaptcha).toBe(true);

    const host = await screen.findByTestId('captcha-host');
    const widget = await waitFor(() => {
      const found = host.querySelector('altcha-widget');
      if (!found) throw new Error('no widget yet');
      return found;
    });
    expect(JSON.parse(widget.getAttribute('challenge') ?? '')).toEqual(CHALLENGE);

    await user.click(submit());
    expect(
      await screen.findByText('Completa la verificación para continuar', {
        selector: 'p:not(.account-captcha__label)',
      }),
    ).toBeTruthy();
    expect(logins()).toHaveLength(1);

    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'cGF5bG9hZA==' } }));
    });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fieldsOf(logins()[1]!).captcha).toBe('cGF5bG9hZA==');
  });

  it("shows Google's checkbox when the server is set for reCAPTCHA, and sends its token", async () => {
    signupFlowStore.showReCaptcha = true;
    fakeFetch((req) =>
      callOf(req) === 'auth/captcha'
        ? okAnswer({ captcha: { kind: 'recaptcha', siteKey: 'k' } })
        : okAnswer({ token: 'acc', refreshToken: 'ref' }),
    );
    const rendered: { sitekey: string; callback: (token: string) => void }[] = [];
    globalThis.grecaptcha = {
      render: (_container, options) => rendered.push(options),
    };
    try {
      const user = userEvent.setup();
      const { router } = renderAccount(LoginPage, '/login');
      const script = await waitFor(() => {
        const found = document.head.querySelector<HTMLScriptElement>(
          'script[src^="https://www.google.com/recaptcha/api.js"]',
        );
        if (!found) throw new Error('no script yet');
        return found;
      });
      act(() => {
        script.dispatchEvent(new Event('load'));
      });
      await waitFor(() => expect(rendered).toHaveLength(1));
      expect(rendered[0]!.sitekey).toBe('k');
      act(() => rendered[0]!.callback('token-de-google'));
      await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
      await user.type(password(), 'Secreta#2026');
      await user.click(submit());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(fieldsOf(logins()[0]!).captcha).toBe('token-de-google');
    } finally {
      globalThis.grecaptcha = undefined;
    }
  });

  it("'04' (not validated) offers a new confirmation link", async () => {
    fakeFetch(
      () =>
        jsonAnswer({
          codigoRetorno: '04',
          mensajeRetorno: 'Debes confirmar tu correo para iniciar sesión',
          data: { email: 'ana@example.com' },
        }),
      () => okAnswer(),
    );
    const user = userEvent.setup();
    renderAccount(LoginPage, '/login');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(password(), 'abc123');
    await user.click(submit());
    await user.click(
      await screen.findByRole('button', { name: 'Enviar un nuevo enlace de confirmación' }),
    );
    await waitFor(() => expect(toasts()).toEqual([`success: ${ACCOUNT_SUCCESS.resent}`]));
    expect(fieldsOf(sent[1]!)).toEqual({ email: 'ana@example.com' });
  });

  it("shows the expired-link dialog after activation's '03', and resends from it", async () => {
    signupFlowValidated('ana@example.com', true);
    fakeFetch(() => okAnswer());
    const user = userEvent.setup();
    renderAccount(LoginPage, '/login');
    const dialog = await screen.findByRole('dialog', { name: 'El enlace ha expirado' });
    expect(email().value).toBe('ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar un nuevo enlace' }));
    await waitFor(() => expect(signupFlowStore.modalHashExpired).toBe(false));
    expect(callOf(sent[0]!)).toBe('auth/resendActivation');
    expect(toasts()).toEqual([`success: ${ACCOUNT_SUCCESS.resent}`]);
  });

  it('sends a logged-in customer home', async () => {
    sessionSetTokens('acc', 'ref');
    const { router } = renderAccount(LoginPage, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
