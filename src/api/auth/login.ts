import * as v from 'valibot';
import { sessionSetTokens } from '../session';
import { apiRequest } from '../request';
import { wireAnswer, wireObject, wireOrNull, wireText } from '../../protocol/wire';

/** What the login form sends. */
export interface LoginRequest {
  email: string;
  password: string;
  /** the captcha's solution (ALTCHA payload or reCAPTCHA token), once one is demanded */
  captcha?: string;
}

/** The customer a login opened the session for. */
export interface LoginResult {
  nickname: string;
  nombres: string;
}

const token = v.pipe(v.string(), v.minLength(1));

/** auth/login '00' answer (contract). */
export const loginResponseSchema = wireAnswer(
  wireObject({
    token,
    refreshToken: token,
    data: wireOrNull(wireObject({ nickname: wireText, nombres: wireText })),
  }),
);

/**
 * §4.1 / §7 auth/login: with the guest token as bearer when there is one (the server then
 * attaches the guest's orders to the account); a '00' stores both tokens and drops the
 * guest token. Refusals throw ApiError without a toast: read them with authRefusalRead
 * ('01' wrong e-mail or password or captcha, '04' not validated; showReCaptcha).
 */
export async function authLogin(request: LoginRequest): Promise<LoginResult> {
  const answer = await apiRequest('auth/login', {
    body: { email: request.email.trim(), password: request.password, captcha: request.captcha },
    guestOptional: true,
    errorToast: false,
    schema: loginResponseSchema,
  });
  sessionSetTokens(answer.token, answer.refreshToken);
  return { nickname: answer.data?.nickname ?? '', nombres: answer.data?.nombres ?? '' };
}
