import type { Captcha } from './captcha.ts';

/**
 * The captcha until the real one (ALTCHA or reCAPTCHA) is wired in server/app.ts: it offers
 * no challenge and accepts no solution, so a client past RECAPTCHA_COUNT failures cannot
 * log in until the window of its failures ends. Safe, never permissive.
 */
export function captchaPlaceholder(): Captcha {
  return {
    challenge: () => Promise.resolve({ kind: 'altcha' }),
    verify: () => Promise.resolve(false),
  };
}
