import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PendingSignup } from '../db/schema/customers.ts';
import { mailEnqueue } from '../mail/mail-outbox.ts';
import {
  accountExistsMail,
  activationMail,
  passwordChangedMail,
  recoveryMail,
} from '../mail/mail-templates.ts';
import { accountLinkCreate } from './account-links.ts';

/**
 * The account mails written to the outbox in the caller's transaction (issue 15), with
 * their links on the storefront's public origin (APP_ORIGIN):
 * {APP_ORIGIN}/validar-cuenta?hash=…, {APP_ORIGIN}/updatepass/…, /login, /forgot-password.
 */

/** Who an account mail goes to. */
export interface AccountMailTo {
  id: number;
  email: string;
  nombres: string;
}

/** The link of an activation hash. */
export function activationLink(origin: string, hash: string): string {
  return `${origin}/validar-cuenta?hash=${encodeURIComponent(hash)}`;
}

/** The link of a recovery hash. */
export function recoveryLink(origin: string, hash: string): string {
  return `${origin}/updatepass/${encodeURIComponent(hash)}`;
}

/**
 * A new activation link (ACTIVATION_TTL) carrying `signup` (what the account takes when the
 * link is used), and its mail, which greets that sign-up's name.
 */
export async function activationMailSend(
  tx: Database,
  config: Config,
  to: AccountMailTo,
  now: Date,
  signup: PendingSignup | null,
): Promise<void> {
  const ttl = config.accounts.activationTtl;
  const hash = await accountLinkCreate(tx, to.id, 'activate', ttl, now, signup);
  const link = activationLink(config.accounts.appOrigin, hash);
  await mailEnqueue(tx, activationMail(to, link, config.brand), now);
}

/** A new recovery link (RECOVERY_TTL) and its mail. */
export async function recoveryMailSend(
  tx: Database,
  config: Config,
  to: AccountMailTo,
  now: Date,
): Promise<void> {
  const hash = await accountLinkCreate(tx, to.id, 'recover', config.accounts.recoveryTtl, now);
  const link = recoveryLink(config.accounts.appOrigin, hash);
  await mailEnqueue(tx, recoveryMail(to, link, config.brand), now);
}

/** 'Ya tienes una cuenta': a sign-up with a validated account's e-mail. */
export async function accountExistsMailSend(
  tx: Database,
  config: Config,
  to: AccountMailTo,
  now: Date,
): Promise<void> {
  const origin = config.accounts.appOrigin;
  const links = { login: `${origin}/login`, recovery: `${origin}/forgot-password` };
  await mailEnqueue(tx, accountExistsMail(to, links, config.brand), now);
}

/** The notice that the password changed. */
export async function passwordChangedMailSend(
  tx: Database,
  config: Config,
  to: AccountMailTo,
  now: Date,
): Promise<void> {
  await mailEnqueue(tx, passwordChangedMail(to, config.brand), now);
}
