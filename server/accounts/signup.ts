import { signupFormErrors } from '../../src/domain/account/account-forms.ts';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { customers } from '../db/schema/customers.ts';
import type { z } from 'zod';
import { ok, type Envelope } from '../http/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import { accountRefusal, type signupBody } from './account-bodies.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountExistsMailSend, activationMailSend } from './account-mails.ts';
import { accountToday } from './account-today.ts';
import { customerByEmailKey, customerSubNew } from './customer-store.ts';
import { profileColumns, profileFormOf } from './customer-fields.ts';
import { guestOrdersAttach } from './guest-orders.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * auth/signupEmail (issue 15): the §5.1 rules, then one answer for every valid sign-up, so
 * nobody learns which e-mails have accounts. A new e-mail gets an unvalidated account and
 * an activation link; a validated account's owner gets 'Ya tienes una cuenta' (how to log
 * in or recover); an unvalidated one gets a fresh activation link. The password is hashed
 * in every case, so the three take as long. A guest's orders (`guestSub`) join a new
 * account only.
 */
export async function signup(
  deps: AccountDeps,
  body: z.infer<typeof signupBody>,
  guestSub: string | null,
  now: Date,
): Promise<Envelope> {
  const today = accountToday(now);
  const email = body.email.trim();
  const profile = profileFormOf(body, email, today);
  const { contrasena, contrasenaConfirm } = body;
  const refusal = accountRefusal(
    signupFormErrors({ ...profile, contrasena, contrasenaConfirm }, today),
  );
  if (refusal) return refusal;
  const passwordHash = await deps.passwords.hash(body.contrasena);
  const key = emailKey(email);
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const existing = await customerByEmailKey(tx, key);
      if (existing) {
        const to = { id: existing.id, email: existing.email ?? email, nombres: existing.nombres };
        if (existing.validatedAt !== null) await accountExistsMailSend(tx, deps.config, to, now);
        else await activationMailSend(tx, deps.config, to, now);
        return;
      }
      const sub = customerSubNew();
      const columns = profileColumns(profile);
      const [row] = await tx
        .insert(customers)
        .values({
          sub,
          email,
          emailKey: key,
          passwordHash,
          ...columns,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error('customers: el alta no devolvió fila');
      await activationMailSend(
        tx,
        deps.config,
        { id: row.id, email, nombres: columns.nombres },
        now,
      );
      if (guestSub !== null) await guestOrdersAttach(tx, guestSub, sub);
    });
  try {
    await attempt();
  } catch (error) {
    // a concurrent sign-up with the same e-mail committed first: now it is an existing one
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
  return ok({}, ACCOUNT_ANSWERS.signupSent);
}
