/**
 * The login captcha (issue 15, §4.9 showReCaptcha): a self-hosted proof of work (ALTCHA) by
 * default, Google's reCAPTCHA when RECAPTCHA_SITE_KEY and its secret are configured. Login
 * asks `verify` once a client has RECAPTCHA_COUNT failures; the app gets a challenge from
 * auth/captcha.
 */
export interface CaptchaChallenge {
  /** 'altcha': `challenge` is the ALTCHA challenge; 'recaptcha': the site key to render */
  kind: 'altcha' | 'recaptcha';
  challenge?: unknown;
  siteKey?: string;
}

export interface Captcha {
  /** a new challenge for the app to solve */
  challenge(now: Date): Promise<CaptchaChallenge>;
  /** whether `solution` (what the widget produced) is right, unexpired and not used before */
  verify(solution: string, now: Date): Promise<boolean>;
}
