// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { signupFlowStore } from '../../stores/signup-flow';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, fieldsOf, renderAccount, toasts } from './account.fixture';
import { ValidateAccountPage } from './validate-account-page';

const screenWith = (hash: string) => () => <ValidateAccountPage hash={hash} />;

beforeEach(accountSetUp);
afterEach(() => {
  cleanup();
  transportSet(null);
});

describe('/validar-cuenta (§2.10, §4.9)', () => {
  it("'00': the success toast, the e-mail kept, on to /login", async () => {
    fakeFetch(() => okAnswer({ data: { email: 'ana@example.com' } }));
    const { router } = renderAccount(screenWith('h1'), '/validar-cuenta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toHaveLength(1);
    expect(fieldsOf(sent[0]!)).toEqual({ hash: 'h1' });
    expect(toasts()).toEqual([`success: ${ACCOUNT_SUCCESS.validated}`]);
    expect(signupFlowStore).toMatchObject({
      emailSignup: 'ana@example.com',
      modalHashExpired: false,
    });
  });

  it("'03': the e-mail kept and the expired-link dialog raised for /login", async () => {
    fakeFetch(() =>
      jsonAnswer({
        codigoRetorno: '03',
        mensajeRetorno: 'El enlace ha expirado',
        data: { email: 'ana@example.com' },
      }),
    );
    const { router } = renderAccount(screenWith('h2'), '/validar-cuenta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signupFlowStore).toMatchObject({
      emailSignup: 'ana@example.com',
      modalHashExpired: true,
    });
    expect(toasts()).toEqual([]);
  });

  it("other codes go to /login too ('01' warns)", async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Enlace no válido' }));
    const { router } = renderAccount(screenWith('h3'), '/validar-cuenta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toasts()).toEqual(['warning: Enlace no válido']);
    expect(signupFlowStore.modalHashExpired).toBe(false);
  });

  it('calls nothing without a hash; a logged-in customer goes home', async () => {
    fakeFetch(() => okAnswer());
    const first = renderAccount(screenWith(''), '/validar-cuenta');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    cleanup();
    sessionSetTokens('acc', 'ref');
    const second = renderAccount(screenWith('h4'), '/validar-cuenta');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(0);
  });
});
