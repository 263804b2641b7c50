// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSetTokens } from '../../api/session';
import { transportSet } from '../../api/transport';
import { ACCOUNT_SUCCESS } from '../../domain/account/account-messages';
import { signupFlowResentSet, signupFlowSignedUp, signupFlowStore } from '../../stores/signup-flow';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { accountSetUp, callOf, fieldsOf, renderAccount, toasts } from './account.fixture';
import { EmailSentPage } from './email-sent-page';
import { RESEND_COOLDOWN_MS } from './use-resend-cooldown';

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'No recibí el correo' });

beforeEach(accountSetUp);
afterEach(() => {
  cleanup();
  transportSet(null);
  vi.useRealTimers();
});

describe('/email-sent (§2.10, §4.9)', () => {
  it("says 'Confirma tu correo'; 'No recibí el correo' resends and waits 180 s", async () => {
    signupFlowSignedUp('ana@example.com');
    fakeFetch(() => okAnswer());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAccount(EmailSentPage, '/email-sent');
    expect(await screen.findByRole('heading', { name: 'Confirma tu correo' })).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(
      screen.getByText('El correo puede demorar un par de minutos. Recuerda revisar tu spam.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.click(button());
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(signupFlowStore.resent).toBe(true);
    await waitFor(() => expect(toasts()).toEqual([`success: ${ACCOUNT_SUCCESS.resent}`]));
    expect(callOf(sent[0]!)).toBe('auth/resendActivation');
    expect(fieldsOf(sent[0]!)).toEqual({ email: 'ana@example.com' });

    await act(() => vi.advanceTimersByTimeAsync(RESEND_COOLDOWN_MS - 1_000));
    expect(button().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(signupFlowStore.resent).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('resends on its own when resent is already true on load', async () => {
    signupFlowSignedUp('ana@example.com');
    signupFlowResentSet(true);
    fakeFetch(() => okAnswer());
    renderAccount(EmailSentPage, '/email-sent');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(callOf(sent[0]!)).toBe('auth/resendActivation');
    expect(button().disabled).toBe(true);
  });

  it('goes home without a stored sign-up e-mail, or for a logged-in customer', async () => {
    fakeFetch(() => okAnswer());
    const first = renderAccount(EmailSentPage, '/email-sent');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    cleanup();
    signupFlowSignedUp('ana@example.com');
    sessionSetTokens('acc', 'ref');
    const second = renderAccount(EmailSentPage, '/email-sent');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(0);
  });
});
