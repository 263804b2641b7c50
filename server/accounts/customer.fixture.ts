import { eq } from 'drizzle-orm';
import { customers } from '../db/schema/customers.ts';
import type { TestServer } from '../test/harness.ts';
import { accountDeps } from './account-deps.ts';
import { sessionStart, type SessionTokens } from './session-start.ts';

/** A validated customer and one login of theirs, as a test's client holds it. */
export interface CustomerSession extends SessionTokens {
  id: number;
  sub: string;
  email: string;
  /** the headers of a secure call */
  headers: Record<string, string>;
}

/** The password test customers are made with (it meets the §5.1 new-password rule). */
export const FIXTURE_PASSWORD = 'Clave#2026';

/**
 * Customer `sub` (made validated, with FIXTURE_PASSWORD, the first time it is asked for)
 * and a new login of theirs started at `at`, through the server's own session start.
 */
export async function customerSession(
  server: TestServer,
  sub: string,
  at: Date,
): Promise<CustomerSession> {
  const deps = accountDeps(server.app.ctx);
  const email = `${sub}@example.com`;
  let [row] = await server.db.select().from(customers).where(eq(customers.sub, sub));
  if (!row) {
    [row] = await server.db
      .insert(customers)
      .values({
        sub,
        email,
        emailKey: email.toLowerCase(),
        passwordHash: await deps.passwords.hash(FIXTURE_PASSWORD),
        nombres: 'Ana',
        apellidos: 'Pérez',
        nickname: 'Anita',
        telefono: '70001234',
        createdAt: at,
        updatedAt: at,
        validatedAt: at,
      })
      .returning();
  }
  if (!row) throw new Error('customers: el alta de prueba no devolvió fila');
  const tokens = await sessionStart(deps, server.db, row, null, at);
  return {
    ...tokens,
    id: row.id,
    sub,
    email,
    headers: { authorization: `Bearer ${tokens.token}`, 'refresh-token': tokens.refreshToken },
  };
}
