import { z } from 'zod';

/**
 * The server's mail and captcha settings (issue 15): the SMTP server mails go through, who
 * they come from, how often the sender looks at the outbox, and the login captcha's keys.
 * Part of the environment schema of ./config.ts.
 */

/**
 * The highest secret number by default (CAPTCHA_ALTCHA_MAX_NUMBER): a solver tries SHA-256
 * hashes up to it, half of them on average. A plain Node loop over createHash('sha256')
 * solves 1 000 000 in about a second, so each guess past the captcha costs a script that;
 * the widget in the browser (WebCrypto in workers) pays the same number of hashes.
 */
export const ALTCHA_MAX_NUMBER = 1_000_000;

/** The development HMAC key of the ALTCHA challenges; production must set its own. */
export const DEV_CAPTCHA_HMAC_KEY = 'dev-captcha-hmac-key-no-usar-en-produccion';

/** Google's reCAPTCHA verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface MailConfig {
  mail: {
    /** smtp://user:pass@host:port (SMTP_URL); null: mails stay in the outbox, unsent */
    smtpUrl: string | null;
    /** the From of every mail (MAIL_FROM) */
    from: string;
    /** how often the sender looks for due mails, in ms (MAIL_POLL_MS) */
    pollMs: number;
  };
  captcha: {
    /** signs the ALTCHA challenges (CAPTCHA_HMAC_KEY) */
    hmacKey: string;
    /** the ALTCHA challenges' highest secret number: their work (CAPTCHA_ALTCHA_MAX_NUMBER) */
    altchaMaxNumber: number;
    /** reCAPTCHA's secret (RECAPTCHA_SECRET); with RECAPTCHA_SITE_KEY it replaces ALTCHA */
    recaptchaSecret: string;
    /** where reCAPTCHA tokens are checked (RECAPTCHA_VERIFY_URL) */
    recaptchaVerifyUrl: string;
  };
}

const mailSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'debe ser smtp://usuario:clave@servidor:puerto')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'debe ser una dirección como "Marca" <no-reply@dominio>')
    .optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  /**
   * The ALTCHA work: a solver tries SHA-256 hashes up to this number, half of them on
   * average. 1 000 000 costs a plain Node script about a second per solved challenge (a
   * guess past RECAPTCHA_COUNT); the widget pays the same number in the browser.
   */
  CAPTCHA_ALTCHA_MAX_NUMBER: z.coerce
    .number()
    .int()
    .min(1000)
    .max(100_000_000)
    .default(ALTCHA_MAX_NUMBER),
  RECAPTCHA_SECRET: z.string().default(''),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'debe ser una URL http(s)' })
    .default(RECAPTCHA_VERIFY_URL),
});

/** The mail and captcha variables, spread into the environment schema. */
export const mailEnv = mailSchema.shape;

/** `"Brand" <no-reply@localhost>`, the brand's quotes and backslashes left out. */
export function mailFromDefault(brandName: string): string {
  return `"${brandName.replace(/["\\\r\n]/g, '')}" <no-reply@localhost>`;
}

export function mailConfig(e: z.infer<typeof mailSchema>, brandName: string): MailConfig {
  return {
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? mailFromDefault(brandName),
      pollMs: e.MAIL_POLL_MS,
    },
    captcha: {
      hmacKey: e.CAPTCHA_HMAC_KEY ?? DEV_CAPTCHA_HMAC_KEY,
      altchaMaxNumber: e.CAPTCHA_ALTCHA_MAX_NUMBER,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    },
  };
}
