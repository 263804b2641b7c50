import { signupFormErrors } from '../../src/domain/account/account-forms.ts';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { customers, type PendingSignup } from '../db/schema/customers.ts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Later } from '../wire/after-answer.ts';
import { ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import { accountRefusal, type signupBody } from './account-bodies.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountExistsMailSend, activationMailSend } from './account-mails.ts';
import { accountToday } from './account-today.ts';
import { customerByEmailKey, customerSubNew } from './customer-store.ts';
import { profileColumns, profileFormOf } from './customer-fields.ts';
import { isUniqueViolation } from './unique-violation.ts';

/**
 * auth/signupEmail (issue 15): the §5.1 rules, then one answer for every valid sign-up,
 * given before the e-mail is looked up (the rest runs after it, `later`), so neither the
 * answer nor its time tells which e-mails have accounts (decision 028).
 */
export function signup(
  deps: AccountDeps,
  body: z.infer<typeof signupBody>,
  guestSub: string | null,
  now: Date,
  later: Later,
): Envelope {
  const today = accountToday(now);
  const email = body.email.trim();
  const profile = profileFormOf(body, email, today);
  const { contrasena, contrasenaConfirm } = body;
  const refusal = accountRefusal(
    signupFormErrors({ ...profile, contrasena, contrasenaConfirm }, today),
  );
  if (refusal) return refusal;
  const columns = profileColumns(profile);
  later(async () => {
    const passwordHash = await deps.passwords.hash(contrasena);
    await signupRecord(deps, { email, passwordHash, profile: columns, guestSub }, now);
  });
  return ok({}, ACCOUNT_ANSWERS.signupSent);
}

/**
 * A checked sign-up. A validated account's owner gets 'Ya tienes una cuenta' (how to log in
 * or recover) and the account stays as it is. Otherwise (a new e-mail gets an unvalidated
 * account) the sign-up is mailed an activation link that carries it: the account takes the
 * password, profile and guest orders of the sign-up whose link is used, and that use closes
 * every other link (./activation.ts). A concurrent sign-up of the same new e-mail that
 * commits first makes this one a sign-up for an existing account (the retry).
 */
async function signupRecord(deps: AccountDeps, pending: PendingSignup, now: Date): Promise<void> {
  const { email } = pending;
  const key = emailKey(email);
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const existing = await customerByEmailKey(tx, key, true);
      if (existing && existing.validatedAt !== null) {
        const to = { id: existing.id, email: existing.email ?? email, nombres: existing.nombres };
        await accountExistsMailSend(tx, deps.config, to, now);
        return;
      }
      const id = existing?.id ?? (await customerInsert(tx, pending, key, now));
      const to = { id, email, nombres: pending.profile.nombres };
      await activationMailSend(tx, deps.config, to, now, pending);
    });
  try {
    await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
}

/** A new unvalidated account holding `pending`'s data; returns its id. */
async function customerInsert(
  tx: Database,
  pending: PendingSignup,
  key: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(customers)
    .values({
      sub: customerSubNew(),
      email: pending.email,
      emailKey: key,
      passwordHash: pending.passwordHash,
      ...pending.profile,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customers: el alta no devolvió fila');
  return row.id;
}
