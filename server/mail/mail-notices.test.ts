import webpush from 'web-push';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { startNotices } from '../start-notices.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

const PRODUCTION: Record<string, string> = PRODUCTION_ENV;

const said = (env: Record<string, string>) => startNotices(loadConfig(env));

describe('what the server says at start about mail and the captcha', () => {
  test('production without SMTP_URL: mail is not configured (a warning)', () => {
    expect(said(PRODUCTION)).toContainEqual({
      level: 'warn',
      message: expect.stringContaining('Correo no configurado (SMTP_URL)') as string,
    });
  });

  test('with SMTP_URL: where mail goes, never its password', () => {
    // push configured too (issue 19), so nothing else warns
    const vapid = webpush.generateVAPIDKeys();
    const notices = said({
      ...PRODUCTION,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      SMTP_URL: 'smtp://tienda:clave-secreta@mail.example:587',
    });
    const text = notices.map((n) => n.message).join('\n');
    expect(text).toContain('Correo por SMTP en smtp://mail.example:587');
    expect(text).not.toContain('clave-secreta');
    expect(text).not.toContain('tienda:');
    expect(notices.filter((n) => n.level === 'warn')).toEqual([]);
  });

  test('development without SMTP_URL: read the mails at /dev/mail', () => {
    expect(said({}).map((n) => n.message)).toContain(
      'Correo sin SMTP_URL: los correos quedan en la cola; léelos en /dev/mail',
    );
  });

  test('the captcha in use, and half a reCAPTCHA configuration', () => {
    expect(said({}).map((n) => n.message)).toContain(
      'Captcha de inicio de sesión: ALTCHA (prueba de trabajo propia)',
    );
    expect(
      said({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' }).map((n) => n.message),
    ).toContain('Captcha de inicio de sesión: reCAPTCHA');
    expect(said({ RECAPTCHA_SITE_KEY: 'k' })).toContainEqual({
      level: 'warn',
      message: expect.stringContaining('falta uno, se usa ALTCHA') as string,
    });
  });
});
