import { eq, sql } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { ACCOUNT_SUCCESS } from '../../src/domain/account/account-messages.ts';
import { customers } from '../db/schema/customers.ts';
import { fail, ok, type Envelope } from '../http/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountLinkFind, accountLinkUse } from './account-links.ts';
import { activationMailSend } from './account-mails.ts';
import { customerByEmailKey } from './customer-store.ts';

/**
 * auth/activate (§4.9): the link of the sign-up mail validates the account once. '00' with
 * the e-mail; '03' with the e-mail when it expired (the app offers a new link); '01' when
 * unknown or used.
 */
export async function activate(deps: AccountDeps, hash: string, now: Date): Promise<Envelope> {
  const link = await accountLinkFind(deps.db, hash.trim(), 'activate', now);
  if (link.state === 'invalid') return fail(ACCOUNT_ANSWERS.linkInvalid, '01');
  if (link.state === 'expired') {
    return { ...fail(ACCOUNT_ANSWERS.linkExpired, '03'), data: { email: link.email } };
  }
  const used = await deps.db.transaction(async (tx) => {
    if (!(await accountLinkUse(tx, link.linkId, now))) return false;
    await tx
      .update(customers)
      .set({
        validatedAt: sql`coalesce(${customers.validatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(customers.id, link.customerId));
    return true;
  });
  if (!used) return fail(ACCOUNT_ANSWERS.linkInvalid, '01');
  return ok({ data: { email: link.email } }, ACCOUNT_SUCCESS.validated);
}

/**
 * auth/resendActivation (§4.9): '00' always; a new link is mailed only when the e-mail has
 * an account still to validate.
 */
export async function resendActivation(
  deps: AccountDeps,
  email: string,
  now: Date,
): Promise<Envelope> {
  const customer = await customerByEmailKey(deps.db, emailKey(email));
  if (customer && customer.validatedAt === null && customer.email !== null) {
    const to = { id: customer.id, email: customer.email, nombres: customer.nombres };
    await deps.db.transaction((tx) => activationMailSend(tx, deps.config, to, now));
  }
  return ok({}, ACCOUNT_SUCCESS.resent);
}
