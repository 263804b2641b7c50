import * as v from 'valibot';
import { apiRequest } from '../request';
import { wireAnswer, wireFiniteNumber, wireObject } from '../../protocol/wire';

/** The ALTCHA challenge as altcha-lib makes it (the widget's 'v1' challenge). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What auth/captcha answers: a proof-of-work challenge, or reCAPTCHA's site key. */
export type CaptchaSetup =
  { kind: 'altcha'; challenge: AltchaChallenge } | { kind: 'recaptcha'; siteKey: string };

const text = v.pipe(v.string(), v.minLength(1));

/** auth/captcha answer (contract). */
export const captchaResponseSchema = wireAnswer(
  wireObject({
    captcha: v.union([
      wireObject({
        kind: v.literal('altcha'),
        challenge: wireObject({
          algorithm: text,
          challenge: text,
          maxnumber: wireFiniteNumber,
          salt: text,
          signature: text,
        }),
      }),
      wireObject({ kind: v.literal('recaptcha'), siteKey: text }),
    ]),
  }),
);

/** auth/captcha (background): a new challenge for the login form once it demands one. */
export async function authCaptcha(): Promise<CaptchaSetup> {
  const answer = await apiRequest('auth/captcha', {
    background: true,
    empty: true,
    errorToast: false,
    schema: captchaResponseSchema,
  });
  return answer.captcha;
}
