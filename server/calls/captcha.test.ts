import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { altchaSolve } from '../captcha/altcha.fixture.ts';
import type { CaptchaChallenge } from '../captcha/captcha.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';

// issue 15, the account calls' contract: auth/captcha answers the captcha the app shows
// once login asks for one.
describe('auth/captcha with ALTCHA (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ chain: null });
  });
  afterAll(async () => {
    await s.close();
  });

  test('answers a fresh signed challenge the widget can solve, good once', async () => {
    const r = await post(s, '/auth/captcha');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      codigoRetorno: '00',
      captcha: {
        kind: 'altcha',
        challenge: {
          algorithm: 'SHA-256',
          challenge: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
          maxnumber: 5000,
          salt: expect.stringMatching(/\?expires=\d+&$/) as string,
          signature: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
        },
      },
    });
    const other = await post(s, '/auth/captcha');
    expect(other.body.captcha).not.toEqual(r.body.captcha);

    const solution = await altchaSolve(r.body.captcha as CaptchaChallenge);
    expect(await s.app.ctx.captcha.verify(solution, new Date())).toBe(true);
    expect(await s.app.ctx.captcha.verify(solution, new Date())).toBe(false);
  });
});

describe('auth/captcha with reCAPTCHA configured', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      chain: null,
      env: { RECAPTCHA_SITE_KEY: 'clave-del-sitio', RECAPTCHA_SECRET: 'secreto' },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  test('answers the site key', async () => {
    const r = await post(s, '/auth/captcha');
    expect(r.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      captcha: { kind: 'recaptcha', siteKey: 'clave-del-sitio' },
    });
  });
});
