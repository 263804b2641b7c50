import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { loginFailures } from '../db/schema/customers.ts';
import { MSG } from '../wire/envelope.ts';
import type { JsonAnswer } from '../test/harness.ts';
import { customerReady, GOOD_PASSWORD, linkHash, useAccountWorld } from './accounts.fixture.ts';
import { PasswordHasher } from './password-hash.ts';

// Issue 15 as a password guesser: parallel wrong logins must not slip past the captcha
// threshold (RECAPTCHA_COUNT, 3 here), and an e-mail that took LOGIN_EMAIL_FAILURE_LIMIT
// failed guesses is refused with 429 from any address, its right password included. Every
// argon2id verification is counted through the password hasher.
const w = useAccountWorld({
  RECAPTCHA_COUNT: '3',
  LOGIN_EMAIL_FAILURE_LIMIT: '6/1h',
  TRUST_PROXY: '127.0.0.1',
});
const HOUR = 3_600_000;
const CAPTCHA_NEEDED = {
  codigoRetorno: '01',
  mensajeRetorno: 'Completa la verificación para continuar',
  showReCaptcha: true,
};

let verifications: MockInstance<PasswordHasher['verify']>;
beforeEach(async () => {
  await w.server.db.delete(loginFailures);
  verifications = vi.spyOn(PasswordHasher.prototype, 'verify');
});
afterEach(() => {
  verifications.mockRestore();
});

const login = (email: string, password: string, from: string, captcha?: string) =>
  w.call(
    '/auth/login',
    { email, password, ...(captcha === undefined ? {} : { captcha }) },
    { 'x-forwarded-for': from },
  );

const all = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** Each answer is a wrong-password answer, the captcha's, or the throttle's 429. */
function expectRefused(answers: JsonAnswer[]) {
  for (const a of answers) {
    if (a.status === 429) {
      expect(a.body).toEqual({ codigoRetorno: '02', mensajeRetorno: MSG.tooManyRequests });
      continue;
    }
    expect(a.status).toBe(200);
    if (a.body.mensajeRetorno === 'Correo o contraseña incorrectos') {
      expect(a.body.codigoRetorno).toBe('01');
    } else {
      expect(a.body).toEqual(CAPTCHA_NEEDED);
    }
  }
}

describe('parallel guesses and the captcha threshold', () => {
  test('50 wrong guesses at once for one e-mail check at most 3 passwords', async () => {
    await customerReady(w, 'blanco@example.com');
    verifications.mockClear();
    const answers = await all(50, (i) =>
      login('blanco@example.com', `Mala#Clave${i}`, `198.51.100.${i + 1}`),
    );
    expectRefused(answers);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.body.showReCaptcha === true).length).toBeGreaterThan(40);
    // the right password needs the captcha now
    expect((await login('blanco@example.com', GOOD_PASSWORD, '198.51.100.99')).body).toEqual(
      CAPTCHA_NEEDED,
    );
  });

  test('50 wrong guesses at once from one address, each for another e-mail: at most 3', async () => {
    const answers = await all(50, (i) =>
      login(`nadie${i}@example.com`, 'Mala#Clave1', '203.0.113.5'),
    );
    expectRefused(answers);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(3);
    const [row] = await w.server.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'ip:203.0.113.5'));
    expect(row).toMatchObject({ failures: 3, pending: 0 });
  });

  test('right passwords at once from one address all log in: no failure, no captcha', async () => {
    const emails = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'].map((n) => `${n}@example.com`);
    for (const email of emails) await customerReady(w, email);
    await w.server.db.delete(loginFailures);
    const answers = await all(emails.length, (i) =>
      login(emails[i]!, GOOD_PASSWORD, '203.0.113.6'),
    );
    expect(answers.map((a) => [a.body.codigoRetorno, a.body.showReCaptcha])).toEqual(
      emails.map(() => ['00', false]),
    );
    // the reservations were released: nothing counts against the address
    const rows = await w.server.db.select().from(loginFailures);
    expect(rows.every((r) => r.failures === 0 && r.pending === 0)).toBe(true);
  });

  test('the right password within a burst of two wrong ones logs in', async () => {
    await customerReady(w, 'rafaga@example.com');
    await w.server.db.delete(loginFailures);
    const answers = await all(3, (i) =>
      login('rafaga@example.com', i === 1 ? GOOD_PASSWORD : 'Mala#Clave1', '203.0.113.7'),
    );
    expect(answers.map((a) => a.body.codigoRetorno)).toEqual(['01', '00', '01']);
    expect(answers[1]!.body.token).toEqual(expect.any(String));
  });
});

describe('the per-e-mail throttle (LOGIN_EMAIL_FAILURE_LIMIT)', () => {
  test('past 6 failed guesses: 429 from any address, the right password too; mail recovery works', async () => {
    await customerReady(w, 'objetivo@example.com');
    await w.server.db.delete(loginFailures);
    // six wrong guesses from six addresses, solving the captcha once it is asked
    for (let i = 0; i < 6; i++) {
      const a = await login('objetivo@example.com', 'Mala#Clave1', `192.0.2.${i + 1}`, 'ok');
      expect(a.body.mensajeRetorno).toBe('Correo o contraseña incorrectos');
    }
    verifications.mockClear();
    const burst = await all(10, (i) =>
      login(
        'objetivo@example.com',
        i === 0 ? GOOD_PASSWORD : 'Mala#Clave2',
        `192.0.2.${50 + i}`,
        'ok',
      ),
    );
    for (const a of burst) {
      expect(a.status).toBe(429);
      expect(a.body).toEqual({ codigoRetorno: '02', mensajeRetorno: MSG.tooManyRequests });
      const retryAfter = Number(a.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(verifications).not.toHaveBeenCalled();
    // another e-mail from the same addresses is not throttled
    await customerReady(w, 'vecino@example.com', GOOD_PASSWORD, {
      'x-forwarded-for': '192.0.2.50',
    });

    // the customer recovers the password by mail and logs in with the new one
    expect(
      (await w.call('/auth/recoveryPassword', { emailCP: 'objetivo@example.com' })).body
        .codigoRetorno,
    ).toBe('00');
    const mail = (await w.mailsTo('objetivo@example.com'))
      .filter((m) => m.kind === 'recover')
      .pop();
    const changed = await w.sealed('/auth/changePassword', {
      hash: linkHash(mail!.text),
      newcontrasena: 'Nueva#Clave2026',
      contrasenaConfirm: 'Nueva#Clave2026',
    });
    expect(changed.body.codigoRetorno).toBe('00');
    const after = await login('objetivo@example.com', 'Nueva#Clave2026', '192.0.2.200');
    expect(after.body.codigoRetorno).toBe('00');
  });

  test('the throttle lasts its window, counted in the database', async () => {
    await customerReady(w, 'ventana@example.com');
    await w.server.db.delete(loginFailures);
    for (let i = 0; i < 6; i++)
      await login('ventana@example.com', 'Mala#Clave1', '192.0.2.9', 'ok');
    expect((await login('ventana@example.com', GOOD_PASSWORD, '192.0.2.10', 'ok')).status).toBe(
      429,
    );
    const rows = await w.server.db.select().from(loginFailures);
    expect(rows.find((r) => r.key === 'throttle:ventana@example.com')?.failures).toBe(6);
    const start = w.now();
    w.advance(HOUR + 1000);
    try {
      const later = await login('ventana@example.com', GOOD_PASSWORD, '192.0.2.10');
      expect(later.body.codigoRetorno).toBe('00');
    } finally {
      w.setNow(start);
    }
  });
});
