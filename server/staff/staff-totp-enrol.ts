import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staff } from '../db/schema/staff.ts';
import { auditWrite } from './audit.ts';
import { operatorError } from './staff-answers.ts';
import { staffRowById } from './staff-store.ts';
import { totpCheck, totpEnrolment, totpOpen, totpSeal } from './staff-totp.ts';

/**
 * TOTP enrolment (issue 35 §1): a new key kept sealed but not yet required, shown as a QR;
 * the first right code turns it on (audited). An enrolled member cannot start over from
 * the app (the command line's password reset clears it).
 */

export async function staffTotpStart(db: Database, key: Buffer, issuer: string, id: number) {
  const row = await staffRowById(db, id);
  if (!row) throw operatorError(401, 'sesion');
  if (row.totpEnabledAt !== null) throw operatorError(409, 'totpActivo');
  const { secret, otpauthUrl, qrSvg } = await totpEnrolment(issuer, row.email);
  await db
    .update(staff)
    .set({ totpSecret: totpSeal(key, secret) })
    .where(eq(staff.id, id));
  return { otpauthUrl, qrSvg };
}

export async function staffTotpConfirm(
  db: Database,
  key: Buffer,
  id: number,
  code: string,
  now: Date,
): Promise<void> {
  const row = await staffRowById(db, id);
  if (!row) throw operatorError(401, 'sesion');
  if (row.totpEnabledAt !== null) throw operatorError(409, 'totpActivo');
  const secret = row.totpSecret === null ? null : totpOpen(key, row.totpSecret);
  const step = secret === null ? null : await totpCheck(secret, code, now, null);
  if (step === null) throw operatorError(400, 'codigo');
  await db.transaction(async (tx) => {
    await tx.update(staff).set({ totpEnabledAt: now, totpLastStep: step }).where(eq(staff.id, id));
    await auditWrite(
      tx,
      { staffId: id, action: 'totp.activar', before: { totp: false }, after: { totp: true } },
      now,
    );
  });
}
