import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderPaymentStatus } from './orders.ts';
import { at } from './columns.ts';

/**
 * Gift certificates (§3.7, issue 17, decision 032). The catalogue comes with the chain data;
 * a certificate order is paid by card, and each of its lines then issues one certificate
 * (a random code) with a ledger row. A certificate's balance is only ever changed together
 * with a `certificate_movements` row, in one transaction with the certificate row locked, so
 * the balance always equals the sum of its movements.
 */

/** §3.7 the chain's catalogue of certificates (server/seed `certificados`), replaced on load. */
export const certificateCatalogue = pgTable('certificate_catalogue', {
  id: integer('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** What a certificate order line becomes once stored (amounts from the catalogue). */
export interface CertificateOrderLineStored {
  catalogueId: number;
  name: string;
  description: string;
  amountCents: number;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  dedication: string;
}

/**
 * §3.7 certificate orders (data/saveOrderCertificado). The id is drawn from the orders'
 * sequence, so data/checkOrder and checkout/getValidatorTokenDummy tell them apart by id alone.
 */
export const certificateOrders = pgTable(
  'certificate_orders',
  {
    id: integer('id').primaryKey(),
    ownerKind: text('owner_kind').$type<'guest' | 'user'>().notNull(),
    ownerSub: text('owner_sub').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull(),
    paymentToken: text('payment_token'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    lines: jsonb('lines').$type<CertificateOrderLineStored[]>().notNull(),
    data: jsonb('data').notNull(),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    // contract "Idempotency": the client's key (null for a body sent without one) and the hash
    // of the body it came with, so a repeat gets the first order back instead of a second one
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('certificate_orders_owner_idx').on(t.ownerSub),
    uniqueIndex('certificate_orders_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/**
 * §3.7 issued certificates. `code` is 12 characters of an alphabet without look-alikes;
 * `customer_id` is set by data/activarCertificado (the account that may spend it);
 * `expires_on` is the last day it can be spent ('YYYY-MM-DD', El Salvador).
 */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    catalogueId: integer('catalogue_id').notNull(),
    certificateOrderId: integer('certificate_order_id').notNull(),
    line: integer('line').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    buyerName: text('buyer_name').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    dedication: text('dedication').notNull(),
    customerId: integer('customer_id'),
    activatedAt: at('activated_at'),
    issuedAt: at('issued_at').notNull(),
    expiresOn: text('expires_on').notNull(),
  },
  (t) => [
    uniqueIndex('gift_certificates_code_idx').on(t.code),
    uniqueIndex('gift_certificates_order_line_idx').on(t.certificateOrderId, t.line),
    index('gift_certificates_customer_idx').on(t.customerId),
  ],
);

/** What moved a certificate's balance: issued, spent on an order, given back on its cancel. */
export type CertificateMovementKind = 'issue' | 'debit' | 'credit';

/**
 * The ledger: cents negative for a debit, positive for the issue and a credit. An order is
 * debited once and credited once at most (unique order and kind).
 */
export const certificateMovements = pgTable(
  'certificate_movements',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id').notNull(),
    orderId: integer('order_id'),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').$type<CertificateMovementKind>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('certificate_movements_certificate_idx').on(t.certificateId),
    uniqueIndex('certificate_movements_order_kind_idx').on(t.orderId, t.kind),
  ],
);
