import { and, eq, isNull } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { ACCOUNT_SUCCESS } from '../../src/domain/account/account-messages.ts';
import type { Database } from '../db/client.ts';
import { customers, type PendingSignup } from '../db/schema/customers.ts';
import type { Later } from '../wire/after-answer.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import type { AccountDeps } from './account-deps.ts';
import {
  accountLinkFind,
  accountLinkNewestSignup,
  accountLinksClose,
  accountLinkUse,
} from './account-links.ts';
import { activationMailSend } from './account-mails.ts';
import { customerByEmailKey, customerLock } from './customer-store.ts';
import { guestOrdersAttach } from './guest-orders.ts';

/**
 * auth/activate (§4.9): the link of a sign-up mail validates the account once, with that
 * sign-up's password, profile and guest orders, and closes every other link of the
 * account (decision 028). '00' with the e-mail; '03' with the e-mail when it expired (the
 * app offers a new link); '01' when unknown, used, closed, or the account is already
 * validated.
 */
export async function activate(deps: AccountDeps, hash: string, now: Date): Promise<Envelope> {
  const link = await accountLinkFind(deps.db, hash.trim(), 'activate', now);
  if (link.state === 'invalid') return fail(ACCOUNT_ANSWERS.linkInvalid, '01');
  if (link.state === 'expired') {
    return { ...fail(ACCOUNT_ANSWERS.linkExpired, '03'), data: { email: link.email } };
  }
  const email = await deps.db.transaction(async (tx) => {
    await customerLock(tx, link.customerId);
    if (!(await accountLinkUse(tx, link.linkId, now))) return null;
    return accountActivate(tx, link.customerId, link.signup, now);
  });
  if (email === null) return fail(ACCOUNT_ANSWERS.linkInvalid, '01');
  return ok({ data: { email } }, ACCOUNT_SUCCESS.validated);
}

/**
 * Validates customer `id` with `signup`'s data (a link from before links carried one: the
 * data the account holds), moves that sign-up's guest orders to it and closes its other
 * links; returns the e-mail, or null when the account is no longer one to validate.
 */
async function accountActivate(
  tx: Database,
  id: number,
  signup: PendingSignup | null,
  now: Date,
): Promise<string | null> {
  const data = signup
    ? { email: signup.email, passwordHash: signup.passwordHash, ...signup.profile }
    : {};
  const [row] = await tx
    .update(customers)
    .set({ ...data, validatedAt: now, updatedAt: now })
    .where(and(eq(customers.id, id), isNull(customers.validatedAt), isNull(customers.deletedAt)))
    .returning({ sub: customers.sub, email: customers.email });
  if (!row?.email) return null;
  if (signup?.guestSub) await guestOrdersAttach(tx, signup.guestSub, row.sub);
  await accountLinksClose(tx, id, now);
  return row.email;
}

/**
 * auth/resendActivation (§4.9): '00' always, answered before the e-mail is looked up (the
 * rest runs after it, `later`). A new link is mailed only when the e-mail has an account
 * still to validate; it carries the newest sign-up still waiting, and greets its name.
 */
export function resendActivation(
  deps: AccountDeps,
  email: string,
  now: Date,
  later: Later,
): Envelope {
  later(() => activationResend(deps, email, now));
  return ok({}, ACCOUNT_SUCCESS.resent);
}

/** The resend's work: a link and its mail, for an account still to validate only. */
async function activationResend(deps: AccountDeps, email: string, now: Date): Promise<void> {
  const customer = await customerByEmailKey(deps.db, emailKey(email));
  if (!customer || customer.validatedAt !== null || customer.email === null) return;
  const signup = await accountLinkNewestSignup(deps.db, customer.id);
  const nombres = signup?.profile.nombres ?? customer.nombres;
  const to = { id: customer.id, email: customer.email, nombres };
  await deps.db.transaction((tx) => activationMailSend(tx, deps.config, to, now, signup));
}
