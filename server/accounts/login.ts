import { emailKey } from '../../src/domain/account/account-fields.ts';
import { ApiError, fail, MSG, ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import type { AccountDeps } from './account-deps.ts';
import { customerByEmailKey } from './customer-store.ts';
import { guestOrdersAttach } from './guest-orders.ts';
import { loginCounters, loginFailuresClear, type LoginCounters } from './login-failures.ts';
import { slotFailures, slotsFail, slotsRelease, slotsTake } from './login-slots.ts';
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
  /** the app's device id (`device-id`), which the login's refresh tokens are bound to */
  device: string | null;
}

/**
 * auth/login (§7, issue 15). Each password check is reserved before it runs
 * (./login-slots.ts), so parallel guesses count as if they came one by one:
 * - past LOGIN_EMAIL_FAILURE_LIMIT failed guesses on the e-mail: 429 with Retry-After, from
 *   any address and whatever the password (a throttle that let the right one through would
 *   tell it); a password reset by mail clears it;
 * - once the e-mail or the address has RECAPTCHA_COUNT failures, a solved captcha is
 *   required first (a missing or wrong one is not a password try);
 * - an unknown e-mail and a wrong password give the same answer after the same work (one
 *   argon2id verification) and both count a failure; the right password of an account still
 *   to confirm answers '04'; a success gives its reservations back, clears the e-mail's
 *   captcha counter, starts a refresh token family and takes the guest's orders.
 * Every answer but the 429 carries `showReCaptcha`.
 */
export async function login(
  deps: AccountDeps,
  attempt: LoginAttempt,
  now: Date,
): Promise<Envelope> {
  const threshold = Number(deps.config.parametros.RECAPTCHA_COUNT ?? '3');
  const key = emailKey(attempt.email);
  const counters = loginCounters(deps.config.accounts, threshold, key, attempt.address);
  const checked = await passwordCheckReserve(deps, counters, attempt.captcha, now);
  if (checked !== null) return checked;

  const all = [counters.throttle, counters.email, counters.address];
  const customer = key === '' ? null : await customerByEmailKey(deps.db, key);
  const right =
    customer?.passwordHash != null
      ? await deps.passwords.verify(customer.passwordHash, attempt.password)
      : await deps.passwords.verifyNobody(attempt.password);
  if (!customer || !right) {
    const counts = await slotsFail(deps.db, all, now);
    const failures = Math.max(
      counts.get(counters.email.key) ?? 0,
      counts.get(counters.address.key) ?? 0,
    );
    return { ...fail(ACCOUNT_ANSWERS.loginWrong, '01'), showReCaptcha: failures >= threshold };
  }

  await slotsRelease(deps.db, [counters.throttle.key, counters.address.key]);
  await loginFailuresClear(deps.db, counters.email.key);
  const addressFailures = await slotFailures(deps.db, counters.address, now);
  return loginSucceeded(deps, attempt, customer, addressFailures >= threshold, now);
}

/**
 * Reserves the password check on the e-mail's throttle, then on the captcha counters (past
 * their threshold only with a solved captcha): null when reserved, else the answer (the
 * throttle's 429 is thrown).
 */
async function passwordCheckReserve(
  deps: AccountDeps,
  counters: LoginCounters,
  captcha: string,
  now: Date,
): Promise<Envelope | null> {
  const throttle = await slotsTake(deps.db, [counters.throttle], now);
  if (throttle.kind === 'full') {
    const endsAt = throttle.lastAt.getTime() + counters.throttle.windowMs;
    const seconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    throw new ApiError(429, MSG.tooManyRequests, '02', { 'retry-after': String(seconds) });
  }
  const captchaCounters = [counters.email, counters.address];
  const free = await slotsTake(deps.db, captchaCounters, now);
  if (free.kind === 'taken') return null;
  const solved = captcha !== '' && (await deps.captcha.verify(captcha, now));
  if (!solved) {
    await slotsRelease(deps.db, [counters.throttle.key]);
    return { ...fail(ACCOUNT_ANSWERS.captchaNeeded, '01'), showReCaptcha: true };
  }
  await slotsTake(deps.db, captchaCounters, now, true);
  return null;
}

/** The right password: '04' for an account still to confirm, else a new session. */
async function loginSucceeded(
  deps: AccountDeps,
  attempt: LoginAttempt,
  customer: NonNullable<Awaited<ReturnType<typeof customerByEmailKey>>>,
  showReCaptcha: boolean,
  now: Date,
): Promise<Envelope> {
  if (customer.validatedAt === null) {
    return {
      ...fail(ACCOUNT_ANSWERS.notValidated, '04'),
      data: { email: customer.email ?? '' },
      showReCaptcha,
    };
  }
  const tokens = await deps.db.transaction(async (tx) => {
    const started = await sessionStart(deps, tx, customer, attempt.device, now);
    if (attempt.guestSub !== null) await guestOrdersAttach(tx, attempt.guestSub, customer.sub);
    return started;
  });
  return ok({
    ...tokens,
    data: { nickname: customer.nickname, nombres: customer.nombres },
    showReCaptcha,
  });
}
