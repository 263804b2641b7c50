import { eq } from 'drizzle-orm';
import { emailKey } from '../../src/domain/account/account-fields.ts';
import { newPasswordCheck } from '../../src/domain/account/password-rules.ts';
import type { PasswordHasher } from '../accounts/password-hash.ts';
import { isUniqueViolation } from '../accounts/unique-violation.ts';
import type { Database } from '../db/client.ts';
import { staff } from '../db/schema/staff.ts';
import { auditWrite } from './audit.ts';
import { OperatorError, operatorError } from './staff-answers.ts';
import type { StaffMember, StaffRole } from './staff-roles.ts';
import { staffSessionsEndAll } from './staff-sessions.ts';
import { shopNames, staffAudited, staffMemberById, staffShopsSet } from './staff-store.ts';

/**
 * Staff management (issue 35 §1), from the operator app (an admin) or the command line
 * (`actorId` null): each change and its audit row in one transaction, before and after.
 */

export interface StaffNew {
  email: string;
  name: string;
  role: StaffRole;
  shopIds: number[];
  password: string;
}

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  shopIds?: number[];
  active?: boolean;
}

async function shopsCheck(db: Database, shopIds: number[] | undefined): Promise<void> {
  if (!shopIds || shopIds.length === 0) return;
  const known = await shopNames(db);
  if (shopIds.some((id) => !known.has(id))) throw operatorError(400, 'tienda');
}

function passwordCheck(password: string): void {
  const wrong = newPasswordCheck(password);
  if (wrong !== null) throw new OperatorError(400, 'contrasena', wrong);
}

export async function staffCreate(
  db: Database,
  passwords: PasswordHasher,
  actorId: number | null,
  input: StaffNew,
  now: Date,
): Promise<StaffMember> {
  passwordCheck(input.password);
  await shopsCheck(db, input.shopIds);
  const passwordHash = await passwords.hash(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          email: input.email.trim(),
          emailKey: emailKey(input.email),
          name: input.name.trim(),
          role: input.role,
          passwordHash,
          createdAt: now,
        })
        .returning({ id: staff.id });
      await staffShopsSet(tx, row!.id, input.shopIds);
      const made = (await staffMemberById(tx, row!.id))!;
      await auditWrite(
        tx,
        { staffId: actorId, action: 'personal.crear', after: staffAudited(made) },
        now,
      );
      return row!.id;
    });
    return (await staffMemberById(db, id))!;
  } catch (e) {
    if (isUniqueViolation(e)) throw operatorError(409, 'correo');
    throw e;
  }
}

/** Changes a member; disabling them ends their sessions at once. */
export async function staffUpdate(
  db: Database,
  actorId: number | null,
  id: number,
  change: StaffChange,
  now: Date,
): Promise<StaffMember> {
  await shopsCheck(db, change.shopIds);
  if (actorId === id && (change.active === false || (change.role && change.role !== 'admin')))
    throw operatorError(400, 'propio');
  return db.transaction(async (tx) => {
    const before = await staffMemberById(tx, id);
    if (!before) throw operatorError(404, 'noExiste');
    const set = {
      ...(change.name !== undefined ? { name: change.name.trim() } : {}),
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
    };
    if (Object.keys(set).length > 0) await tx.update(staff).set(set).where(eq(staff.id, id));
    if (change.shopIds !== undefined) await staffShopsSet(tx, id, change.shopIds);
    if (change.active === false) await staffSessionsEndAll(tx, id);
    const after = (await staffMemberById(tx, id))!;
    await auditWrite(
      tx,
      {
        staffId: actorId,
        action: 'personal.cambiar',
        before: staffAudited(before),
        after: staffAudited(after),
      },
      now,
    );
    return after;
  });
}

/**
 * A new password set from the command line: every session ends and the TOTP enrolment is
 * cleared (a lost phone is the usual reason), so the member enrols again at next login.
 */
export async function staffPasswordReset(
  db: Database,
  passwords: PasswordHasher,
  id: number,
  password: string,
  now: Date,
): Promise<void> {
  passwordCheck(password);
  const passwordHash = await passwords.hash(password);
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ passwordHash, totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staff.id, id));
    await staffSessionsEndAll(tx, id);
    await auditWrite(
      tx,
      { staffId: null, action: 'personal.restablecer', after: { staffId: id } },
      now,
    );
  });
}

/** Ends every session of the member, audited ('cerrar sesión en todos los dispositivos'). */
export async function staffLogoutEverywhere(db: Database, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await staffSessionsEndAll(tx, id);
    await auditWrite(
      tx,
      { staffId: id, action: 'sesion.cerrar-todas', after: { sesiones: ended } },
      now,
    );
  });
}
