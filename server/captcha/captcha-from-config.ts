import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { StartNotice } from '../start-notice.ts';
import { altchaCaptcha } from './altcha-captcha.ts';
import type { Captcha } from './captcha.ts';
import { recaptchaCaptcha } from './recaptcha-captcha.ts';

/** Whether reCAPTCHA is configured: its site key and its secret, both. */
export function recaptchaConfigured(config: Config): boolean {
  return config.parametros.RECAPTCHA_SITE_KEY !== '' && config.captcha.recaptchaSecret !== '';
}

/**
 * The login captcha the configuration asks for (issue 15): reCAPTCHA when
 * RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are both set, the self-hosted ALTCHA otherwise.
 */
export function captchaFromConfig(config: Config, db: Database): Captcha {
  if (recaptchaConfigured(config)) {
    return recaptchaCaptcha(
      config.parametros.RECAPTCHA_SITE_KEY ?? '',
      config.captcha.recaptchaSecret,
      config.captcha.recaptchaVerifyUrl,
    );
  }
  return altchaCaptcha(config, db);
}

/**
 * What the server says at start about the login captcha: which one runs, and a warning
 * when only half of reCAPTCHA's settings are there (ALTCHA runs then).
 */
export function captchaStartNotices(config: Config): StartNotice[] {
  if (recaptchaConfigured(config)) {
    return [{ level: 'info', message: 'Captcha de inicio de sesión: reCAPTCHA' }];
  }
  const notices: StartNotice[] = [
    { level: 'info', message: 'Captcha de inicio de sesión: ALTCHA (prueba de trabajo propia)' },
  ];
  if (config.parametros.RECAPTCHA_SITE_KEY !== '' || config.captcha.recaptchaSecret !== '') {
    notices.push({
      level: 'warn',
      message:
        'reCAPTCHA necesita RECAPTCHA_SITE_KEY y RECAPTCHA_SECRET juntos: falta uno, se usa ALTCHA',
    });
  }
  return notices;
}
