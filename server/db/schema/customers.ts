import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Registered customers (§3.1, issue 15). `sub` is the subject of their tokens (random, so a
 * token says nothing about how many customers there are); `email_key` is the e-mail trimmed
 * and lower-cased (src/domain/account), unique while the account lives. Deleting an account
 * erases the personal fields, nulls `email_key` (the address may sign up again) and stamps
 * `deleted_at`; the row stays so the chain's books keep a subject for the anonymised orders.
 * `password_hash` is argon2id (PHC string); it is never logged nor answered.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').notNull(),
    email: text('email'),
    emailKey: text('email_key'),
    passwordHash: text('password_hash'),
    nombres: text('nombres').notNull().default(''),
    apellidos: text('apellidos').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    genero: text('genero').notNull().default('NA'),
    /** 'YYYY-MM-DD' as the customer gave it (§5.1: today when left empty) */
    fechaNacimiento: text('fecha_nacimiento').notNull().default(''),
    instruccionEspecial: text('instruccion_especial').notNull().default(''),
    publicidad: boolean('publicidad').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    validatedAt: at('validated_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('customers_sub_idx').on(t.sub),
    uniqueIndex('customers_email_key_idx').on(t.emailKey),
  ],
);

/**
 * Refresh tokens (§4.1), stored only as a SHA-256 digest. Each login starts a family; each
 * use rotates: the used token gets `rotated_at` and a new one joins the family. A rotated
 * token presented again is a reuse: the whole family is revoked (`revoked_at`). Logout
 * revokes the family too; `revoked_why` is 'password' when a password change or reset ended
 * it (the app then says so). `device_digest` is the SHA-256 of the device id the app sent at
 * login (null for an app that sends none): the family renews only for that device.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    family: text('family').notNull(),
    tokenDigest: text('token_digest').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    /** why the family was revoked: 'password' when a password change or reset ended it */
    revokedWhy: text('revoked_why'),
    deviceDigest: text('device_digest'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_digest_idx').on(t.tokenDigest),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_customer_idx').on(t.customerId),
  ],
);

/** Why a one-time link was sent: account validation (/validar-cuenta) or recovery (/updatepass). */
export type AccountLinkPurpose = 'activate' | 'recover';

/**
 * A sign-up waiting on its activation link (decision 028): what the account takes when
 * that link is used, so the link that is used, and only it, decides the account's
 * password, profile and which guest's orders join it.
 */
export interface PendingSignup {
  /** the e-mail as this sign-up typed it (same key as the account's) */
  email: string;
  passwordHash: string;
  /** the profile columns the account takes */
  profile: Pick<
    typeof customers.$inferSelect,
    | 'nombres'
    | 'apellidos'
    | 'nickname'
    | 'telefono'
    | 'genero'
    | 'fechaNacimiento'
    | 'instruccionEspecial'
    | 'publicidad'
  >;
  /** the guest whose orders join the account on activation, if the sign-up had one */
  guestSub: string | null;
}

/**
 * One-time links mailed to a customer (§4.9): the random hash travels only in the mail; the
 * table keeps its SHA-256 digest. Single use (`used_at`), and it expires. A sign-up's
 * activation link carries that sign-up (`signup`), emptied once the link is used or closed.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull(),
    hashDigest: text('hash_digest').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    signup: jsonb('signup').$type<PendingSignup>(),
  },
  (t) => [
    uniqueIndex('account_links_digest_idx').on(t.hashDigest),
    index('account_links_customer_idx').on(t.customerId, t.purpose),
  ],
);

/**
 * Failed logins (issue 15, §4.9 showReCaptcha): one counter per e-mail key and one per
 * client address (`email:<key>`, `ip:<address>`), and the e-mail's throttle
 * (`throttle:<key>`), shared by every instance on the database. From RECAPTCHA_COUNT
 * failures on, login demands a solved captcha; past LOGIN_EMAIL_FAILURE_LIMIT it answers
 * 429. `pending` counts the attempts whose password is being checked right now (reserved
 * before the check, settled after it, forgotten once `pending_at` is 30 s old), so parallel
 * guesses cannot all pass the limit together. A success clears the e-mail's counter.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastAt: at('last_at').notNull(),
  pending: integer('pending').notNull().default(0),
  pendingAt: at('pending_at'),
});

/** Captcha solutions already accepted (a solution is good once), kept until they expire. */
export const captchaSpent = pgTable('captcha_spent', {
  digest: text('digest').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});
