import { readFileSync } from 'node:fs';
import type { ChainData } from '../seed/schema.ts';
import { parseChain } from '../seed/validate.ts';
import { post, startTestServer, type JsonAnswer, type TestServer } from './harness.ts';

/** Monday 23 November 2026 at noon in El Salvador (UTC-6): inside the demo chain's hours. */
export const MONDAY_NOON = new Date('2026-11-23T12:00:00-06:00');

/** The demo chain (server/seed/demo-chain.json), read as the seed command reads it. */
export function demoChain(): ChainData {
  const parsed = parseChain(
    JSON.parse(readFileSync(new URL('../seed/demo-chain.json', import.meta.url), 'utf8')),
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.data;
}

/** A multipart body as the app sends it (§7). */
export function formBody(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

/** A test server whose clock each call sets, and guest calls against it. */
export interface GuestServer {
  server: TestServer;
  /** headers of a guest token taken at MONDAY_NOON */
  guest: Record<string, string>;
  /** a multipart guest call answered at `at` (a guest token of then), MONDAY_NOON by default */
  call: (path: string, fields: Record<string, string>, at?: Date) => Promise<JsonAnswer>;
  close: () => Promise<void>;
}

/** Starts a server on `chain` with a settable clock; guest calls as in docs/protocol.md. */
export async function startGuestServer(chain: ChainData): Promise<GuestServer> {
  let now = MONDAY_NOON;
  const server = await startTestServer({ clock: () => now, chain });
  const guestToken = async () => {
    const token = (await post(server, '/auth/guest')).body.token as string;
    return { authorization: `Bearer ${token}` };
  };
  const noonGuest = await guestToken();
  return {
    server,
    guest: noonGuest,
    call: async (path, fields, at = MONDAY_NOON) => {
      now = at;
      const token = at === MONDAY_NOON ? noonGuest : await guestToken();
      return post(server, path, formBody(fields), token);
    },
    close: () => server.close(),
  };
}
