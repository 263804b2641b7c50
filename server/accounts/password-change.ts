import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordChangeErrors } from '../../src/domain/account/account-forms.ts';
import { ACCOUNT_SUCCESS } from '../../src/domain/account/account-messages.ts';
import { customers } from '../db/schema/customers.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import { accountRefusal, type passwordChangeBody } from './account-bodies.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountLinksClose } from './account-links.ts';
import { passwordChangedMailSend } from './account-mails.ts';
import type { CustomerRow } from './customer-store.ts';

/** Whether `password` is the customer's current one (an account without one: never). */
export function currentPasswordIs(
  deps: AccountDeps,
  customer: CustomerRow,
  password: string,
): Promise<boolean> {
  return customer.passwordHash === null
    ? deps.passwords.verifyNobody(password)
    : deps.passwords.verify(customer.passwordHash, password);
}

/**
 * cliente/changePassword: the §5.1 rules, the current password, then the new one stored,
 * the customer's other sessions ended (`family`, this one, keeps working), every link mailed
 * before used up and the notice mailed, in one transaction.
 */
export async function passwordChange(
  deps: AccountDeps,
  customer: CustomerRow,
  family: string,
  body: z.infer<typeof passwordChangeBody>,
  now: Date,
): Promise<Envelope> {
  const refusal = accountRefusal(passwordChangeErrors(body, true));
  if (refusal) return refusal;
  if (!(await currentPasswordIs(deps, customer, body.contrasena))) {
    return fail(ACCOUNT_ANSWERS.currentWrong, '01');
  }
  const passwordHash = await deps.passwords.hash(body.newcontrasena);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(eq(customers.id, customer.id));
    await deps.refresh.revokeCustomer(tx, customer.id, now, family, 'password');
    // a recovery link mailed before the change must not undo it
    await accountLinksClose(tx, customer.id, now);
    if (customer.email !== null) {
      const to = { id: customer.id, email: customer.email, nombres: customer.nombres };
      await passwordChangedMailSend(tx, deps.config, to, now);
    }
  });
  return ok({}, ACCOUNT_SUCCESS.passwordChanged);
}
