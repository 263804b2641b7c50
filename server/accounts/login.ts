import { emailKey } from '../../src/domain/account/account-fields.ts';
import { fail, ok, type Envelope } from '../http/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import type { AccountDeps } from './account-deps.ts';
import { customerByEmailKey } from './customer-store.ts';
import { guestOrdersAttach } from './guest-orders.ts';
import {
  loginFailureKeys,
  loginFailuresClear,
  loginFailuresRead,
  loginFailuresRecord,
} from './login-failures.ts';
import { sessionStart } from './session-start.ts';

/** One login attempt as auth/login receives it. */
export interface LoginAttempt {
  email: string;
  password: string;
  /** the captcha widget's solution, '' when none */
  captcha: string;
  /** the client's address, as the rate limits count it */
  address: string;
  /** the guest subject of the bearer token, whose orders join the account */
  guestSub: string | null;
}

/**
 * auth/login (§7, issue 15). Once this e-mail or this address has RECAPTCHA_COUNT failures
 * within LOGIN_FAILURE_WINDOW, a solved captcha is required first (a missing or wrong one
 * is not a password try). An unknown e-mail and a wrong password give the same answer
 * after the same work (one argon2id verification) and both count a failure; the right
 * password of an account still to confirm answers '04'; a success clears the e-mail's
 * failures, starts a refresh token family and takes the guest's orders. Every answer
 * carries `showReCaptcha`.
 */
export async function login(
  deps: AccountDeps,
  attempt: LoginAttempt,
  now: Date,
): Promise<Envelope> {
  const threshold = Number(deps.config.parametros.RECAPTCHA_COUNT ?? '3');
  const window = deps.config.accounts.loginFailureWindow;
  const key = emailKey(attempt.email);
  const keys = loginFailureKeys(key, attempt.address);
  const [emailCounter, addressCounter] = keys;
  const counts = await loginFailuresRead(deps.db, keys, now, window);
  if (Math.max(...counts.values()) >= threshold) {
    const solved = attempt.captcha !== '' && (await deps.captcha.verify(attempt.captcha, now));
    if (!solved) return { ...fail(ACCOUNT_ANSWERS.captchaNeeded, '01'), showReCaptcha: true };
  }

  const customer = key === '' ? null : await customerByEmailKey(deps.db, key);
  const right =
    customer?.passwordHash != null
      ? await deps.passwords.verify(customer.passwordHash, attempt.password)
      : await deps.passwords.verifyNobody(attempt.password);
  if (!customer || !right) {
    const failures = await loginFailuresRecord(deps.db, keys, now, window);
    return { ...fail(ACCOUNT_ANSWERS.loginWrong, '01'), showReCaptcha: failures >= threshold };
  }

  await loginFailuresClear(deps.db, emailCounter);
  const showReCaptcha = (counts.get(addressCounter) ?? 0) >= threshold;
  if (customer.validatedAt === null) {
    return {
      ...fail(ACCOUNT_ANSWERS.notValidated, '04'),
      data: { email: customer.email ?? '' },
      showReCaptcha,
    };
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const started = await sessionStart(deps, tx, customer, now);
    if (attempt.guestSub !== null) await guestOrdersAttach(tx, attempt.guestSub, customer.sub);
    return started;
  });
  return ok({
    ...tokens,
    data: { nickname: customer.nickname, nombres: customer.nombres },
    showReCaptcha,
  });
}
