import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountLinks, customers } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { encryptText } from '../http/aes.ts';
import { ckKey } from '../http/ck.ts';
import { post, type JsonAnswer } from '../test/harness.ts';
import { customerReady, signupFields, useAccountWorld } from './accounts.fixture.ts';

// The calls that must not tell whether an e-mail has an account (recovery, activation
// resend, sign-up) answer before they look the e-mail up: with the work after the answer
// held back, every e-mail's answer has come and nothing was read or written for any of
// them; released, the mails are written. So an existing and an unknown e-mail cost the
// answer the same work (measured in the report; timing tests are flaky on a shared machine).
const w = useAccountWorld();

/** The mails, links and accounts stored so far. */
async function stored() {
  const [mails, links, accounts] = await Promise.all([
    w.server.db.select().from(mailOutbox),
    w.server.db.select().from(accountLinks),
    w.server.db.select().from(customers),
  ]);
  return { mails: mails.length, links: links.length, accounts: accounts.length };
}

/** Calls with the work after the answer held back; returns the answers and what was stored. */
async function answeredBeforeWork(calls: (() => Promise<JsonAnswer>)[]) {
  const queue = w.server.app.ctx.afterAnswer;
  await queue.idle();
  const before = await stored();
  const release = queue.hold();
  try {
    const answers = [];
    for (const call of calls) answers.push((await call()).body);
    return { answers, before, during: await stored(), pending: queue.pending };
  } finally {
    release();
    await queue.idle();
  }
}

const sealedRaw = (path: string, payload: unknown) =>
  post(w.server, path, {
    data: encryptText(JSON.stringify(payload), ckKey(w.server.config.secrets.ck, w.now())),
  });

const mailKinds = async (to: string) =>
  (await w.server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).map(
    (m) => m.kind,
  );

describe('answered before the e-mail is looked up', () => {
  test('auth/recoveryPassword: an account and an unknown e-mail', async () => {
    await customerReady(w, 'existe@example.com');
    const r = await answeredBeforeWork([
      () => post(w.server, '/auth/recoveryPassword', { emailCP: 'existe@example.com' }),
      () => post(w.server, '/auth/recoveryPassword', { emailCP: 'nadie@example.com' }),
    ]);
    expect(r.answers[0]).toEqual({
      codigoRetorno: '00',
      mensajeRetorno:
        'Si el correo tiene una cuenta, te enviamos un enlace para cambiar tu contraseña',
    });
    expect(r.answers[1]).toEqual(r.answers[0]);
    expect(r.during).toEqual(r.before);
    expect(r.pending).toBe(2);
    expect(await mailKinds('existe@example.com')).toEqual(['activate', 'recover']);
    expect(await mailKinds('nadie@example.com')).toEqual([]);
  });

  test('auth/resendActivation: an account to confirm and an unknown e-mail', async () => {
    await w.sealed('/auth/signupEmail', signupFields('pendiente@example.com'));
    const r = await answeredBeforeWork([
      () => post(w.server, '/auth/resendActivation', { email: 'pendiente@example.com' }),
      () => post(w.server, '/auth/resendActivation', { email: 'nadie2@example.com' }),
    ]);
    expect(r.answers[1]).toEqual(r.answers[0]);
    expect(r.answers[0]?.codigoRetorno).toBe('00');
    expect(r.during).toEqual(r.before);
    expect(r.pending).toBe(2);
    expect(await mailKinds('pendiente@example.com')).toEqual(['activate', 'activate']);
  });

  test('auth/signupEmail: a new e-mail, one to confirm and a confirmed one', async () => {
    await customerReady(w, 'confirmada@example.com');
    await w.sealed('/auth/signupEmail', signupFields('por-confirmar@example.com'));
    const r = await answeredBeforeWork(
      ['nueva@example.com', 'por-confirmar@example.com', 'confirmada@example.com'].map(
        (email) => () => sealedRaw('/auth/signupEmail', signupFields(email)),
      ),
    );
    expect(r.answers).toEqual(
      Array(3).fill({
        codigoRetorno: '00',
        mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo',
      }),
    );
    expect(r.during).toEqual(r.before);
    expect(r.pending).toBe(3);
    expect(await mailKinds('nueva@example.com')).toEqual(['activate']);
    expect(await mailKinds('por-confirmar@example.com')).toEqual(['activate', 'activate']);
    expect(await mailKinds('confirmada@example.com')).toEqual(['activate', 'account-exists']);
  });
});
