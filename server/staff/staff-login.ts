import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { loginFailuresClear } from '../accounts/login-failures.ts';
import {
  slotsFail,
  slotsRelease,
  slotsTake,
  type FailureCounter,
} from '../accounts/login-slots.ts';
import type { PasswordHasher } from '../accounts/password-hash.ts';
import type { Database } from '../db/client.ts';
import { staff } from '../db/schema/staff.ts';
import { auditWrite } from './audit.ts';
import { blockedMessage, OperatorError, operatorError } from './staff-answers.ts';
import type { StaffMember } from './staff-roles.ts';
import { staffSessionStart } from './staff-sessions.ts';
import { staffMember, staffRowByEmail } from './staff-store.ts';
import { totpCheck, totpOpen } from './staff-totp.ts';

/**
 * A staff login (issue 35 §1), limited with the customers' machinery (server/accounts/
 * login-slots.ts, in the same login_failures table under 'staff:' keys): every password
 * check takes a slot on the account's counter and the address's BEFORE it runs, so however
 * many guesses arrive at once, no more than the limit are checked. An unknown e-mail, a
 * wrong password and a disabled account answer alike after the same work.
 */

/** how long failed tries count after the last one (the housekeeping keeps them that long) */
export const STAFF_LOGIN_WINDOW_MS = 15 * 60_000;
/** failed tries per account, and per address, before a 15-minute lockout */
export const STAFF_LOGIN_ACCOUNT_LIMIT = 5;
export const STAFF_LOGIN_ADDRESS_LIMIT = 20;

export interface StaffLoginDeps {
  db: Database;
  passwords: PasswordHasher;
  totpKey: Buffer;
}

export interface StaffLoginAttempt {
  email: string;
  password: string;
  codigo: string;
  address: string;
}

export function staffLoginCounters(email: string, address: string): FailureCounter[] {
  return [
    {
      key: `staff:${emailKey(email)}`,
      limit: STAFF_LOGIN_ACCOUNT_LIMIT,
      windowMs: STAFF_LOGIN_WINDOW_MS,
    },
    {
      key: `staff-ip:${address}`,
      limit: STAFF_LOGIN_ADDRESS_LIMIT,
      windowMs: STAFF_LOGIN_WINDOW_MS,
    },
  ];
}

/** The member who logged in; throws the 401 or 429 otherwise. */
export async function staffLogin(
  deps: StaffLoginDeps,
  attempt: StaffLoginAttempt,
  now: Date,
): Promise<StaffMember> {
  const counters = staffLoginCounters(attempt.email, attempt.address);
  const slot = await slotsTake(deps.db, counters, now);
  if (slot.kind === 'full') {
    const seconds = Math.ceil(
      (slot.lastAt.getTime() + slot.counter.windowMs - now.getTime()) / 1000,
    );
    const wait = Math.max(1, seconds);
    throw new OperatorError(429, 'bloqueado', blockedMessage(wait), {
      'retry-after': String(wait),
    });
  }
  const row = await staffRowByEmail(deps.db, attempt.email);
  const right = row
    ? await deps.passwords.verify(row.passwordHash, attempt.password)
    : await deps.passwords.verifyNobody(attempt.password);
  if (!row || !right || !row.active) {
    await slotsFail(deps.db, counters, now);
    throw operatorError(401, 'credenciales');
  }
  if (row.totpEnabledAt !== null && row.totpSecret !== null) {
    const secret = totpOpen(deps.totpKey, row.totpSecret);
    const step =
      secret === null ? null : await totpCheck(secret, attempt.codigo, now, row.totpLastStep);
    if (step === null) {
      // a missing code is no guess; a wrong one counts as one
      if (attempt.codigo === '')
        await slotsRelease(
          deps.db,
          counters.map((c) => c.key),
        );
      else await slotsFail(deps.db, counters, now);
      throw operatorError(401, 'codigo');
    }
    // taken once: of two logins racing with one code, only one moves the step on
    const taken = await deps.db
      .update(staff)
      .set({ totpLastStep: step })
      .where(
        and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))),
      )
      .returning({ id: staff.id });
    if (taken.length === 0) {
      await slotsFail(deps.db, counters, now);
      throw operatorError(401, 'codigo');
    }
  }
  await slotsRelease(
    deps.db,
    counters.map((c) => c.key),
  );
  await loginFailuresClear(deps.db, counters[0]!.key);
  return staffMember(deps.db, row);
}

/** The session of a member who just logged in, and its audit row, in one transaction. */
export async function staffLoginSession(
  db: Database,
  staffId: number,
  userAgent: string,
  now: Date,
): Promise<{ id: string; csrfToken: string }> {
  return db.transaction(async (tx) => {
    const started = await staffSessionStart(tx, staffId, userAgent, now);
    await auditWrite(tx, { staffId, action: 'sesion.iniciar' }, now);
    return started;
  });
}
