import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_ANSWERS } from './account-answers.ts';
import type { AccountDeps } from './account-deps.ts';
import { accountLinksClose } from './account-links.ts';
import { certificateOrdersAnonymise } from './certificate-orders-anonymise.ts';
import { currentPasswordIs } from './password-change.ts';
import type { Database } from '../db/client.ts';
import { customerAddresses, customerFavorites } from '../db/schema/customer-data.ts';
import { customers } from '../db/schema/customers.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { orders } from '../db/schema/orders.ts';
import { fail, ok, type Envelope } from '../wire/envelope.ts';
import { pushSubscriptionsOfOwnerDelete } from '../push/push-subscriptions.ts';
import type { CustomerRow } from './customer-store.ts';
import { loginFailuresClearEmail } from './login-failures.ts';

/**
 * cliente/deleteAccount (issue 15): with the current password, in one transaction, the
 * customer's personal fields are erased (the row stays, with its subject, for the chain's
 * books), their saved addresses and favourites deleted, their orders and gift card orders
 * kept but anonymised,
 * every session ended, every mailed link used up, the mails to the address dropped from the
 * outbox, the push subscriptions its orders named deleted, and the e-mail freed to sign up
 * again.
 */

/** The name an anonymised order keeps. */
export const ANONYMOUS_NAME = 'Cliente eliminado';

/** The personal fields of an order's saved client data (§3.6), removed from it. */
const ORDER_PERSONAL_FIELDS = [
  'telefono',
  'correo',
  'comentarios',
  'personaRecibe',
  'referencias',
  'iddcl',
  'latitud',
  'longitud',
  'latitudEntrega',
  'longitudEntrega',
];

/**
 * Anonymises customer `sub`'s orders: contact, personal data and the device's push token,
 * with the push subscriptions those orders named (issue 19; their queued pushes too).
 */
export async function ordersAnonymise(tx: Database, sub: string): Promise<void> {
  await pushSubscriptionsOfOwnerDelete(tx, sub);
  const personal = sql.raw(`array[${ORDER_PERSONAL_FIELDS.map((f) => `'${f}'`).join(',')}]`);
  // a home delivery's `detalle` is its address; a pickup's is the counter option, kept
  const client = sql`(coalesce(${orders.data}->'data', '{}'::jsonb) - ${personal}::text[]
    - (case when ${orders.deliveryType} = 'DOM' then 'detalle' else '' end))
    || jsonb_build_object('nombre', ${ANONYMOUS_NAME}::text)`;
  await tx
    .update(orders)
    .set({
      contactName: ANONYMOUS_NAME,
      contactEmail: '',
      data: sql`jsonb_set(jsonb_set(${orders.data}, '{data}', ${client}), '{orden,fcmToken}', '""'::jsonb, false)`,
    })
    .where(and(eq(orders.ownerKind, 'user'), eq(orders.ownerSub, sub)));
}

/** Deletes `customer`'s account when `password` is theirs. */
export async function accountDelete(
  deps: AccountDeps,
  customer: CustomerRow,
  password: string,
  now: Date,
): Promise<Envelope> {
  if (!(await currentPasswordIs(deps, customer, password))) {
    return fail(ACCOUNT_ANSWERS.currentWrong, '01');
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        email: null,
        emailKey: null,
        passwordHash: null,
        nombres: '',
        apellidos: '',
        nickname: '',
        telefono: '',
        genero: 'NA',
        fechaNacimiento: '',
        instruccionEspecial: '',
        publicidad: false,
        updatedAt: now,
        deletedAt: now,
      })
      .where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)));
    await ordersAnonymise(tx, customer.sub);
    await certificateOrdersAnonymise(tx, customer.sub, ANONYMOUS_NAME);
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
    await tx.delete(customerFavorites).where(eq(customerFavorites.customerId, customer.id));
    await deps.refresh.revokeCustomer(tx, customer.id, now);
    await accountLinksClose(tx, customer.id, now);
    if (customer.emailKey !== null) {
      await loginFailuresClearEmail(tx, customer.emailKey);
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${customer.emailKey}`);
    }
  });
  return ok({}, ACCOUNT_ANSWERS.deleted);
}
