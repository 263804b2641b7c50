import type { Captcha, CaptchaChallenge } from './captcha.ts';

/**
 * Google's reCAPTCHA as the login captcha (issue 15), when RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET are both set: the app renders the widget with the site key, and the
 * token it yields is checked at the siteverify endpoint (RECAPTCHA_VERIFY_URL, Google's by
 * default). Google accepts a token once and lets it expire, so nothing is stored here. An
 * endpoint that cannot be reached or answers nonsense refuses the token.
 */

/** How long the server waits for siteverify. */
export const RECAPTCHA_TIMEOUT_MS = 5000;

/** siteverify's `success`; null when the request did not get through (a reused socket closed). */
async function siteverify(
  verifyUrl: string,
  secret: string,
  token: string,
): Promise<boolean | null> {
  let res: Response;
  try {
    res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? false : null;
  }
  if (!res.ok) return false;
  try {
    const answer: unknown = await res.json();
    return typeof answer === 'object' && answer !== null && 'success' in answer
      ? answer.success === true
      : false;
  } catch {
    return false;
  }
}

/** reCAPTCHA with `siteKey` and `secret`, checked at `verifyUrl`. */
export function recaptchaCaptcha(siteKey: string, secret: string, verifyUrl: string): Captcha {
  return {
    async challenge(): Promise<CaptchaChallenge> {
      return { kind: 'recaptcha', siteKey };
    },

    async verify(solution: string): Promise<boolean> {
      if (solution.length === 0 || solution.length > 4096) return false;
      // a keep-alive connection the endpoint had closed fails before the token is read:
      // one more try, on a new connection
      for (let attempt = 0; attempt < 2; attempt++) {
        const success = await siteverify(verifyUrl, secret, solution);
        if (success !== null) return success;
      }
      return false;
    },
  };
}
