import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { captchaTest } from '../captcha/captcha-test.fixture.ts';
import { customers } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { encryptText } from '../http/aes.ts';
import { ckKey } from '../http/ck.ts';
import { post, startTestServer, type JsonAnswer, type TestServer } from '../test/harness.ts';

/**
 * The world of the account calls' tests: a test server on a settable clock with the test
 * captcha, calls as the app makes them (form fields, encrypted `data`), and the mails the
 * outbox holds with the links in them.
 */

/** Monday 23 November 2026 at noon in El Salvador. */
export const ACCOUNT_NOON = new Date('2026-11-23T12:00:00-06:00');

/** A password that meets the §5.1 new-password rule. */
export const GOOD_PASSWORD = 'Secreta#2026';

export interface AccountWorld {
  server: TestServer;
  captcha: ReturnType<typeof captchaTest>;
  now: () => Date;
  setNow: (at: Date) => void;
  /** moves the clock on by `ms` */
  advance: (ms: number) => void;
  call: (
    path: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<JsonAnswer>;
  /** an encrypted call: `payload` as JSON in `data`, with the ck key of the clock's day */
  sealed: (path: string, payload: unknown, headers?: Record<string, string>) => Promise<JsonAnswer>;
  /** the outbox's mails to `to` (case-insensitive), oldest first */
  mailsTo: (to: string) => Promise<(typeof mailOutbox.$inferSelect)[]>;
  close: () => Promise<void>;
}

/** The sign-up fields of a valid customer, with `overrides`. */
export function signupFields(email: string, overrides: Record<string, string> = {}) {
  return {
    nombres: 'Ana María',
    apellidos: 'Pérez',
    nickname: '',
    email,
    telefono: '70001234',
    genero: 'FE',
    fechaNacimiento: '1990-05-04',
    contrasena: GOOD_PASSWORD,
    contrasenaConfirm: GOOD_PASSWORD,
    instruccionEspecial: '',
    publicidad: 'S',
    ...overrides,
  };
}

/** The hash of the last link of `kind` ('validar-cuenta' or 'updatepass') in a mail text. */
export function linkHash(text: string): string {
  const m = /\/(?:validar-cuenta\?hash=|updatepass\/)([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no link in mail:\n${text}`);
  return decodeURIComponent(m[1]);
}

/** Starts the world; `env` adds to the server's environment. */
export async function accountWorldStart(env: Record<string, string> = {}): Promise<AccountWorld> {
  let now = ACCOUNT_NOON;
  const captcha = captchaTest();
  const server = await startTestServer({ chain: null, clock: () => now, captcha, env });
  // what earlier calls do after answering (mails, links, accounts) is done before the next
  // call or read, as a customer reading the mail later sees it
  const settled = () => server.app.ctx.afterAnswer.idle();
  return {
    server,
    captcha,
    now: () => now,
    setNow: (at) => {
      now = at;
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    call: async (path, fields = {}, headers = {}) => {
      await settled();
      return post(server, path, fields, headers);
    },
    sealed: async (path, payload, headers = {}) => {
      await settled();
      const data = encryptText(JSON.stringify(payload), ckKey(server.config.secrets.ck, now));
      return post(server, path, { data }, headers);
    },
    mailsTo: async (to) => {
      await settled();
      return server.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, to))
        .orderBy(asc(mailOutbox.id));
    },
    close: () => server.close(),
  };
}

/** The world of one test file: started before its tests, closed after. */
export function useAccountWorld(env: Record<string, string> = {}): AccountWorld {
  const world = {} as AccountWorld;
  beforeAll(async () => {
    Object.assign(world, await accountWorldStart(env));
  });
  afterAll(async () => {
    await world.close();
  });
  return world;
}

/** Signs `email` up and activates it through the mailed link; returns the login answer. */
export async function customerReady(
  w: AccountWorld,
  email: string,
  password = GOOD_PASSWORD,
  headers: Record<string, string> = {},
): Promise<{ token: string; refreshToken: string; headers: Record<string, string> }> {
  const fields = signupFields(email, { contrasena: password, contrasenaConfirm: password });
  const signed = await w.sealed('/auth/signupEmail', fields, headers);
  if (signed.body.codigoRetorno !== '00') throw new Error(JSON.stringify(signed.body));
  const mails = await w.mailsTo(email);
  const activation = mails.filter((m) => m.kind === 'activate').pop();
  if (!activation) throw new Error(`no activation mail for ${email}`);
  await w.call('/auth/activate', { hash: linkHash(activation.text) });
  const logged = await w.call('/auth/login', { email, password }, headers);
  const token = logged.body.token;
  const refreshToken = logged.body.refreshToken;
  if (typeof token !== 'string' || typeof refreshToken !== 'string') {
    throw new Error(JSON.stringify(logged.body));
  }
  return {
    token,
    refreshToken,
    headers: { authorization: `Bearer ${token}`, 'refresh-token': refreshToken },
  };
}

/** The stored row of the customer whose e-mail is `email`. */
export async function customerRow(w: AccountWorld, email: string) {
  await w.server.app.ctx.afterAnswer.idle();
  const [row] = await w.server.db.select().from(customers).where(eq(customers.email, email));
  return row ?? null;
}
