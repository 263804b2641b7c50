import { afterAll, beforeAll } from 'vitest';
import { accountDeps } from '../accounts/account-deps.ts';
import { demoChain } from '../test/guest-calls.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { staffCreate } from './staff-manage.ts';
import type { StaffMember, StaffRole } from './staff-roles.ts';

/**
 * The world of the operator calls' tests: a server on the demo chain (18 shops) with a
 * settable clock, staff added straight into the database, and calls as the operator app
 * makes them (JSON, the session cookie, the CSRF header).
 */

export const STAFF_PASSWORD = 'Cocina#2026';
export const OPERATOR_NOON = new Date('2026-11-23T12:00:00-06:00');

/** A signed-in member's cookies: what a browser would send back. */
export interface StaffJar {
  session: string;
  csrf: string;
  /** the Cookie header with both */
  cookie: string;
}

export interface OperatorAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  jar?: StaffJar | null;
  /** false leaves the CSRF header out; a string sends that instead of the jar's */
  csrf?: boolean | string;
  headers?: Record<string, string>;
}

export interface OperatorWorld {
  server: TestServer;
  now: () => Date;
  advance: (ms: number) => void;
  call: (method: string, path: string, options?: CallOptions) => Promise<OperatorAnswer>;
  add: (email: string, role: StaffRole, shopIds?: number[]) => Promise<StaffMember>;
  login: (email: string, extra?: { password?: string; codigo?: string }) => Promise<OperatorAnswer>;
  /** logs in and answers the jar; throws when the login fails */
  signIn: (email: string, codigo?: string) => Promise<StaffJar>;
}

/** The two cookies of a login's Set-Cookie headers. */
export function jarOf(headers: Headers): StaffJar {
  const found = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    found.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const session = found.get('op_session') ?? '';
  const csrf = found.get('op_csrf') ?? '';
  return { session, csrf, cookie: `op_session=${session}; op_csrf=${csrf}` };
}

export function useOperatorWorld(env: Record<string, string> = {}): OperatorWorld {
  const w = {} as OperatorWorld;
  let now = OPERATOR_NOON;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ chain: demoChain(), clock: () => now, env });
    const base = `${server.url}${server.config.apiBase}/operador`;
    const call: OperatorWorld['call'] = async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.jar) headers.cookie = options.jar.cookie;
      const csrf = options.csrf ?? true;
      if (options.jar && csrf !== false)
        headers['x-csrf-token'] = typeof csrf === 'string' ? csrf : options.jar.csrf;
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    };
    const login: OperatorWorld['login'] = (email, extra = {}) =>
      call('POST', '/sesion', {
        body: { email, password: extra.password ?? STAFF_PASSWORD, codigo: extra.codigo },
      });
    Object.assign(w, {
      server,
      now: () => now,
      advance: (ms: number) => {
        now = new Date(now.getTime() + ms);
      },
      call,
      login,
      add: (email: string, role: StaffRole, shopIds: number[] = []) =>
        staffCreate(
          server.db,
          accountDeps(server.app.ctx).passwords,
          null,
          { email, name: email.split('@')[0]!, role, shopIds, password: STAFF_PASSWORD },
          now,
        ),
      signIn: async (email: string, codigo?: string) => {
        const answer = await login(email, codigo ? { codigo } : {});
        if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
        return jarOf(answer.headers);
      },
    } satisfies OperatorWorld);
  });
  afterAll(async () => {
    await server.close();
  });
  return w;
}
