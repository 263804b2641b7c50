import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { profileFormErrors } from '../../src/domain/account/account-forms.ts';
import { ACCOUNT_SUCCESS } from '../../src/domain/account/account-messages.ts';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/customers.ts';
import { ok, type Envelope } from '../wire/envelope.ts';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import { accountRefusal, type profileBody } from './account-bodies.ts';
import { accountToday } from './account-today.ts';
import { customerDataAnswer, profileColumns, profileFormOf } from './customer-fields.ts';
import type { CustomerRow } from './customer-store.ts';

/** cliente/getDataUser: the customer's §3.1 data (never the password nor its hash). */
export function profileRead(customer: CustomerRow): Envelope {
  return ok({ data: customerDataAnswer(customer) });
}

/**
 * cliente/saveCliente: the §5.1 profile rules on the customer's own e-mail (the e-mail is
 * not changed by this call), then the fields stored. 'Datos actualizados'.
 */
export async function profileSave(
  db: Database,
  customer: CustomerRow,
  body: z.infer<typeof profileBody>,
  now: Date,
): Promise<Envelope> {
  const today = accountToday(now);
  const form = profileFormOf(body, customer.email ?? '', today);
  const refusal = accountRefusal(profileFormErrors(form, today));
  if (refusal) return refusal;
  await db
    .update(customers)
    .set({ ...profileColumns(form), updatedAt: now })
    .where(eq(customers.id, customer.id));
  return ok({}, ACCOUNT_SUCCESS.profileSaved);
}

/** cliente/unsubscribe and the unsubscribe link: no more promotion mails (publicidad off). */
export async function profileUnsubscribe(
  db: Database,
  customerId: number,
  now: Date,
): Promise<Envelope> {
  await db
    .update(customers)
    .set({ publicidad: false, updatedAt: now })
    .where(eq(customers.id, customerId));
  return ok({}, ACCOUNT_ANSWERS.unsubscribed);
}
