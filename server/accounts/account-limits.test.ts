import { describe, expect, test } from 'vitest';
import { MSG } from '../wire/envelope.ts';
import { signupFields, useAccountWorld } from './accounts.fixture.ts';

// Issue 15: logins (and the calls that check a password), sign-ups, activation resends and
// recovery requests are limited per client address (decision 015); past a limit: 429.
const w = useAccountWorld({
  RATE_LIMIT_LOGIN: '2/1m',
  RATE_LIMIT_SIGNUP: '2/1m',
  RATE_LIMIT_RESEND_ACTIVATION: '2/1m',
  RATE_LIMIT_RECOVERY_PASSWORD: '2/1m',
});

describe('rate limits of the account calls', () => {
  const cases: [string, () => Promise<{ status: number; body: Record<string, unknown> }>][] = [
    ['auth/login', () => w.call('/auth/login', { email: 'a@example.com', password: 'x' })],
    [
      'auth/signupEmail',
      () => w.sealed('/auth/signupEmail', signupFields(`s${Math.random()}@example.com`)),
    ],
    ['auth/resendActivation', () => w.call('/auth/resendActivation', { email: 'a@example.com' })],
    ['auth/recoveryPassword', () => w.call('/auth/recoveryPassword', { emailCP: 'a@example.com' })],
  ];
  for (const [name, call] of cases) {
    test(`${name}: the third call in a minute is refused`, async () => {
      const answers = [await call(), await call(), await call()];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.body).toEqual({
        codigoRetorno: '02',
        mensajeRetorno: MSG.tooManyRequests,
      });
    });
  }
});
