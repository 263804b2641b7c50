import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { passwordChangeErrors } from '../../src/domain/account/account-forms.ts';
import { ACCOUNT_SUCCESS } from '../../src/domain/account/account-messages.ts';
import { customers } from '../db/schema/customers.ts';
import type { Later } from '../wire/after-answer.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import { accountRefusal, type recoveryChangeBody } from './account-bodies.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountLinkFind, accountLinksClose, accountLinkUse } from './account-links.ts';
import { passwordChangedMailSend, recoveryMailSend } from './account-mails.ts';
import { customerByEmailKey, customerById, customerLock } from './customer-store.ts';
import { loginFailuresClearEmail } from './login-failures.ts';

/**
 * auth/recoveryPassword: the same answer always, given before the e-mail is looked up (the
 * rest runs after it, `later`), so its time does not tell whether the e-mail has an
 * account (decision 028); a recovery link (/updatepass/{hash}, RECOVERY_TTL, single use) is
 * mailed only when it has one.
 */
export function recoveryRequest(
  deps: AccountDeps,
  email: string,
  now: Date,
  later: Later,
): Envelope {
  later(async () => {
    const customer = await customerByEmailKey(deps.db, emailKey(email));
    if (customer?.email == null) return;
    const to = { id: customer.id, email: customer.email, nombres: customer.nombres };
    await deps.db.transaction((tx) => recoveryMailSend(tx, deps.config, to, now));
  });
  return ok({}, ACCOUNT_ANSWERS.recoverySent);
}

/**
 * auth/changePassword: the recovery link's new password. The link first ('01' unknown or
 * used, '03' expired), then the new-password rule; then, at once, the link is used, the
 * password replaced, every session and every other link of the customer ended and the
 * notice mailed. The mail
 * proved the address, so an account still to confirm is confirmed too.
 */
export async function recoveryChange(
  deps: AccountDeps,
  body: z.infer<typeof recoveryChangeBody>,
  now: Date,
): Promise<Envelope> {
  const link = await accountLinkFind(deps.db, body.hash.trim(), 'recover', now);
  if (link.state === 'invalid') return fail(ACCOUNT_ANSWERS.linkInvalid, '01');
  if (link.state === 'expired') return fail(ACCOUNT_ANSWERS.linkExpired, '03');
  const refusal = accountRefusal(passwordChangeErrors({ contrasena: '', ...body }, false));
  if (refusal) return refusal;
  const passwordHash = await deps.passwords.hash(body.newcontrasena);
  const done = await deps.db.transaction(async (tx) => {
    await customerLock(tx, link.customerId);
    if (!(await accountLinkUse(tx, link.linkId, now))) return false;
    const customer = await customerById(tx, link.customerId);
    if (!customer?.email || customer.emailKey === null) return false;
    await tx
      .update(customers)
      .set({
        passwordHash,
        updatedAt: now,
        validatedAt: sql`coalesce(${customers.validatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(customers.id, customer.id));
    await deps.refresh.revokeCustomer(tx, customer.id, now, null, 'password');
    // every other recovery or activation link mailed before is used up with this one
    await accountLinksClose(tx, customer.id, now);
    const to = { id: customer.id, email: customer.email, nombres: customer.nombres };
    await passwordChangedMailSend(tx, deps.config, to, now);
    await loginFailuresClearEmail(tx, customer.emailKey);
    return true;
  });
  return done ? ok({}, ACCOUNT_SUCCESS.passwordChanged) : fail(ACCOUNT_ANSWERS.linkInvalid, '01');
}
