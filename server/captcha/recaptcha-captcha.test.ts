import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { captchaFromConfig } from './captcha-from-config.ts';
import { recaptchaCaptcha } from './recaptcha-captcha.ts';
import { freePort } from '../mail/smtp-sink.fixture.ts';

// issue 15: reCAPTCHA when configured, its tokens checked at a siteverify endpoint (a local
// one here, standing in for Google's).
let server: Server;
let verifyUrl: string;
const posted: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      posted.push(form);
      const response = form.get('response');
      if (response === 'roto') {
        res.writeHead(500).end('error');
        return;
      }
      const success = form.get('secret') === 'secreto' && response === 'token-bueno';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  verifyUrl = `http://127.0.0.1:${address.port}/recaptcha/api/siteverify`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('reCAPTCHA', () => {
  const now = new Date();

  test('the challenge is the site key', async () => {
    const captcha = recaptchaCaptcha('clave-del-sitio', 'secreto', verifyUrl);
    expect(await captcha.challenge(now)).toEqual({ kind: 'recaptcha', siteKey: 'clave-del-sitio' });
  });

  test('a token siteverify calls good passes; a bad one, a failing or absent endpoint do not', async () => {
    const captcha = recaptchaCaptcha('clave-del-sitio', 'secreto', verifyUrl);
    expect(await captcha.verify('token-bueno', now)).toBe(true);
    expect(posted.at(-1)?.get('secret')).toBe('secreto');
    expect(await captcha.verify('token-malo', now)).toBe(false);
    expect(await captcha.verify('roto', now)).toBe(false);
    expect(await captcha.verify('', now)).toBe(false);
    const wrongSecret = recaptchaCaptcha('clave-del-sitio', 'otro', verifyUrl);
    expect(await wrongSecret.verify('token-bueno', now)).toBe(false);
    const nobody = recaptchaCaptcha('s', 'secreto', `http://127.0.0.1:${await freePort()}/`);
    expect(await nobody.verify('token-bueno', now)).toBe(false);
  });
});

describe('captchaFromConfig', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t.close();
  });

  test('reCAPTCHA with its site key and secret both, ALTCHA otherwise', async () => {
    const both = loadConfig({
      RECAPTCHA_SITE_KEY: 'clave-del-sitio',
      RECAPTCHA_SECRET: 'secreto',
      RECAPTCHA_VERIFY_URL: verifyUrl,
    });
    const recaptcha = captchaFromConfig(both, t.db);
    expect((await recaptcha.challenge(now())).kind).toBe('recaptcha');
    expect(await recaptcha.verify('token-bueno', now())).toBe(true);
    for (const env of [
      { RECAPTCHA_SITE_KEY: 'clave-del-sitio' },
      { RECAPTCHA_SECRET: 'secreto' },
      {},
    ]) {
      expect((await captchaFromConfig(loadConfig(env), t.db).challenge(now())).kind).toBe('altcha');
    }
  });
});

function now() {
  return new Date();
}
