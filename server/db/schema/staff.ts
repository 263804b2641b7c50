import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * The chain's staff (issue 35 §1), apart from customers: `email_key` as customers' (trimmed,
 * lower-cased, src/domain/account), `role` one of admin, gerente, cocina, repartidor;
 * `password_hash` argon2id as customers'; `totp_secret` the TOTP key sealed with the server's
 * key (server/staff/staff-totp.ts), `totp_enabled_at` once a first code confirmed it. Staff
 * are disabled (`active` false), never deleted: the audit log names them.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    totpSecret: text('totp_secret'),
    totpEnabledAt: at('totp_enabled_at'),
    /** the last TOTP time step accepted: a code is never taken twice */
    totpLastStep: integer('totp_last_step'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('staff_email_key_idx').on(t.emailKey)],
);

/** The shops a staff member works at (an admin sees every shop without rows here). */
export const staffShops = pgTable(
  'staff_shops',
  {
    staffId: integer('staff_id').notNull(),
    shopId: integer('shop_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.shopId] })],
);

/**
 * Operator sessions (decision 042): the cookie's random id stored only as its SHA-256, the
 * CSRF token bound to it, and the instants the idle and absolute expiries count from.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idDigest: text('id_digest').primaryKey(),
    csrfToken: text('csrf_token').notNull(),
    staffId: integer('staff_id').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * What staff did (issue 35 §1), append-only: who, what, when, the shop or order it touched,
 * and the record before and after. Kept a year (server/housekeeping).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    shopId: integer('shop_id'),
    orderId: integer('order_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_staff_idx').on(t.staffId)],
);
