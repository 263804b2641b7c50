import { describe, expect, test } from 'vitest';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { accountLinks, loginFailures } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture.ts';
import { customerRow, linkHash, signupFields, useAccountWorld } from './accounts.fixture.ts';

// Account pre-hijacking: a sign-up for an e-mail not yet confirmed never lets another
// sign-up's password, profile or guest orders win. The link that is used brings the
// password and profile of the sign-up that mailed it; every other link of the account dies.
const w = useAccountWorld();

const ATTACKER = {
  nombres: 'Intruso',
  contrasena: 'Intruso#2026',
  contrasenaConfirm: 'Intruso#2026',
};
const VICTIM = {
  nombres: 'Victoria',
  contrasena: 'Victima#2026',
  contrasenaConfirm: 'Victima#2026',
};

/** The activation links mailed to `email`, oldest first. */
async function activationHashes(email: string): Promise<string[]> {
  const mails = await w.mailsTo(email);
  return mails.filter((m) => m.kind === 'activate').map((m) => linkHash(m.text));
}

/** A login's answer; the failures counted before are forgotten, so no captcha is asked. */
async function login(email: string, password: string) {
  await w.server.db.delete(loginFailures);
  return (await w.call('/auth/login', { email, password })).body;
}

/** A guest token with one order of its own; returns the token and the order's id. */
async function guestWithOrder() {
  const token = (await w.call('/auth/guest')).body.token as string;
  const payload = token.split('.')[1]!;
  const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
  const order = await orderFixtureInsert(w.server.db, { ownerSub: sub, ownerKind: 'guest' });
  return { headers: { authorization: `Bearer ${token}` }, orderId: order.id };
}

describe('a sign-up for an e-mail still to confirm', () => {
  test("the attacker signs up first: the victim's link brings the victim's password and name", async () => {
    const email = 'victima1@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM));
    const [attackerLink, victimLink] = await activationHashes(email);
    const mails = (await w.mailsTo(email)).filter((m) => m.kind === 'activate');
    // each mail greets the sign-up that asked for it
    expect(mails[0]!.text).toContain('Hola, Intruso:');
    expect(mails[1]!.text).toContain('Hola, Victoria:');

    expect((await w.call('/auth/activate', { hash: victimLink! })).body.codigoRetorno).toBe('00');
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('00');
    expect((await login(email, ATTACKER.contrasena)).codigoRetorno).toBe('01');
    const account = (await customerRow(w, email))!;
    expect(account.nombres).toBe('Victoria');
    // every link of the account is used up, and none keeps a sign-up's password hash
    const kept = await w.server.db
      .select()
      .from(accountLinks)
      .where(
        and(
          eq(accountLinks.customerId, account.id),
          or(isNull(accountLinks.usedAt), isNotNull(accountLinks.signup)),
        ),
      );
    expect(kept).toEqual([]);
    // the attacker's older link is dead
    expect((await w.call('/auth/activate', { hash: attackerLink! })).body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Enlace no válido',
    });
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('00');
  });

  test("the attacker signs up after the victim: the victim's own link still wins", async () => {
    const email = 'victima2@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM));
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    const [victimLink, attackerLink] = await activationHashes(email);
    expect((await w.call('/auth/activate', { hash: victimLink! })).body.codigoRetorno).toBe('00');
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('00');
    expect((await login(email, ATTACKER.contrasena)).codigoRetorno).toBe('01');
    expect((await customerRow(w, email))?.nombres).toBe('Victoria');
    expect((await w.call('/auth/activate', { hash: attackerLink! })).body.codigoRetorno).toBe('01');
    expect((await customerRow(w, email))?.nombres).toBe('Victoria');
  });

  test("the link used is the one whose data the account takes, the other's link is dead", async () => {
    const email = 'victima3@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM));
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    const [victimLink, attackerLink] = await activationHashes(email);
    // the attacker's mail, clicked: the attacker's data, and the victim's link no longer works
    expect((await w.call('/auth/activate', { hash: attackerLink! })).body.codigoRetorno).toBe('00');
    expect((await login(email, ATTACKER.contrasena)).codigoRetorno).toBe('00');
    expect((await w.call('/auth/activate', { hash: victimLink! })).body.codigoRetorno).toBe('01');
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('01');
  });

  test("a resend mails the newest sign-up's link, and the older links die when one is used", async () => {
    const email = 'victima4@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM));
    await w.call('/auth/resendActivation', { email });
    const [attackerLink, , resent] = await activationHashes(email);
    const mails = (await w.mailsTo(email)).filter((m) => m.kind === 'activate');
    expect(mails[2]!.text).toContain('Hola, Victoria:');
    expect((await w.call('/auth/activate', { hash: resent! })).body.codigoRetorno).toBe('00');
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('00');
    expect((await w.call('/auth/activate', { hash: attackerLink! })).body.codigoRetorno).toBe('01');
  });

  test("a guest's orders join only the account of the sign-up whose link is used", async () => {
    const email = 'victima5@example.com';
    const attacker = await guestWithOrder();
    const victim = await guestWithOrder();
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER), attacker.headers);
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM), victim.headers);
    const owner = async (id: number) => {
      const [row] = await w.server.db.select().from(orders).where(eq(orders.id, id));
      return { kind: row!.ownerKind, sub: row!.ownerSub };
    };
    // nothing moves before a link is used
    expect((await owner(attacker.orderId)).kind).toBe('guest');
    expect((await owner(victim.orderId)).kind).toBe('guest');
    const [, victimLink] = await activationHashes(email);
    expect((await w.call('/auth/activate', { hash: victimLink! })).body.codigoRetorno).toBe('00');
    const sub = (await customerRow(w, email))!.sub;
    expect(await owner(victim.orderId)).toEqual({ kind: 'user', sub });
    expect((await owner(attacker.orderId)).kind).toBe('guest');
  });

  test('a confirmed account is never changed by a sign-up, nor by an old link', async () => {
    const email = 'confirmada@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, VICTIM));
    const [first] = await activationHashes(email);
    await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    const [, second] = await activationHashes(email);
    expect((await w.call('/auth/activate', { hash: first! })).body.codigoRetorno).toBe('00');
    const answer = await w.sealed('/auth/signupEmail', signupFields(email, ATTACKER));
    expect(answer.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'Te enviamos un enlace para confirmar tu correo',
    });
    expect((await w.call('/auth/activate', { hash: second! })).body.codigoRetorno).toBe('01');
    expect((await customerRow(w, email))?.nombres).toBe('Victoria');
    expect((await login(email, ATTACKER.contrasena)).codigoRetorno).toBe('01');
    expect((await login(email, VICTIM.contrasena)).codigoRetorno).toBe('00');
  });

  test('concurrent sign-ups of one e-mail: one account, each link brings its own sign-up', async () => {
    const email = 'a-la-vez@example.com';
    const names = ['Uno', 'Dos', 'Tres', 'Cuatro'];
    const answers = await Promise.all(
      names.map((nombres, i) =>
        w.sealed(
          '/auth/signupEmail',
          signupFields(email, {
            nombres,
            contrasena: `Clave#${i}abcd`,
            contrasenaConfirm: `Clave#${i}abcd`,
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.body.codigoRetorno)).toEqual(['00', '00', '00', '00']);
    const mails = (await w.mailsTo(email)).filter((m) => m.kind === 'activate');
    expect(mails).toHaveLength(4);
    const tres = mails.find((m) => m.text.includes('Hola, Tres:'))!;
    expect((await w.call('/auth/activate', { hash: linkHash(tres.text) })).body.codigoRetorno).toBe(
      '00',
    );
    expect((await login(email, 'Clave#2abcd')).codigoRetorno).toBe('00');
    expect((await customerRow(w, email))?.nombres).toBe('Tres');
    for (const mail of mails.filter((m) => m !== tres)) {
      const r = await w.call('/auth/activate', { hash: linkHash(mail.text) });
      expect(r.body.codigoRetorno).toBe('01');
    }
  });
});

describe('what a sign-up mail repeats', () => {
  test('the greeting carries no line break the sign-up typed', async () => {
    const email = 'cabecera@example.com';
    await w.sealed('/auth/signupEmail', signupFields(email, { nombres: 'Ana\r\nBcc: x@y' }));
    const [mail] = await w.mailsTo(email);
    const greeting = mail!.text.split('\n').find((line) => line.startsWith('Hola'));
    expect(greeting).toBe('Hola, Ana Bcc: x@y:');
    expect(mail!.text).not.toMatch(/\r|\nBcc/);
    expect(mail!.html).not.toMatch(/Ana\r?\n/);
  });

  test('a long name is cut on a word to at most 40 characters; nothing else typed is mailed', async () => {
    const email = 'largo@example.com';
    // 57 characters: the §5.1 rule allows 60
    const nombres = `Bartolomé ${'Anunciación '.repeat(4)}`.trim();
    const fields = signupFields(email, {
      nombres,
      apellidos: 'ApellidoQueNoSeEnvia',
      nickname: 'ApodoQueNoSeEnvia',
      instruccionEspecial: 'InstruccionQueNoSeEnvia',
    });
    await w.sealed('/auth/signupEmail', fields);
    const [mail] = await w.mailsTo(email);
    const greeting = mail!.text.split('\n').find((line) => line.startsWith('Hola'))!;
    const name = greeting.slice('Hola, '.length, -1);
    expect(name).toBe('Bartolomé Anunciación Anunciación');
    expect(name.length).toBeLessThanOrEqual(40);
    for (const typed of ['ApellidoQueNoSeEnvia', 'ApodoQueNoSeEnvia', 'InstruccionQueNoSeEnvia']) {
      expect(mail!.text).not.toContain(typed);
      expect(mail!.html).not.toContain(typed);
    }
    // the account keeps the name as typed
    expect((await customerRow(w, email))?.nombres).toBe(nombres);
  });
});
