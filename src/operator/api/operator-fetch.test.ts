// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeOperatorFetch, sent } from '../../test/fake-fetch';
import { OperatorApiError, retryAfterSeconds } from './operator-error';
import { operatorCsrfToken, operatorFetch, operatorSessionEndedSet } from './operator-fetch';
import { operatorTransportSet } from './operator-transport';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const refusal = (status: number, code: string, message: string, headers = {}) =>
  json({ error: { code, message } }, status, headers);

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error as OperatorApiError,
  );

beforeEach(() => {
  document.cookie = 'op_csrf=tok%2Ben-123; path=/';
  document.cookie = 'otra=1; path=/';
});
afterEach(() => {
  document.cookie = 'op_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  operatorTransportSet(null);
  operatorSessionEndedSet(() => undefined);
});

describe('operatorFetch', () => {
  it('sends the op_csrf token on every change, never on a read', async () => {
    fakeOperatorFetch(
      () => json({ ok: true }),
      () => new Response(null, { status: 204 }),
    );
    await operatorFetch('/sesion');
    await operatorFetch('/sesion', { method: 'DELETE' });
    await operatorFetch('/sesion/cerrar-todas', { method: 'POST' });
    expect(sent.map((r) => [r.url, r.method, r.headers.get('x-csrf-token')])).toEqual([
      ['/api/operador/sesion', 'GET', null],
      ['/api/operador/sesion', 'DELETE', 'tok+en-123'],
      ['/api/operador/sesion/cerrar-todas', 'POST', 'tok+en-123'],
    ]);
  });

  it('sends JSON and answers null for a 204', async () => {
    fakeOperatorFetch(() => new Response(null, { status: 204 }));
    expect(
      await operatorFetch('/totp/confirmar', { method: 'POST', body: { codigo: '123456' } }),
    ).toBeNull();
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.body).toBe('{"codigo":"123456"}');
  });

  it("turns the contract's error body into its code and Spanish message", async () => {
    const message = 'Tu sesión no es válida. Recarga la página e inténtalo de nuevo.';
    fakeOperatorFetch(() => refusal(403, 'csrf', message));
    const error = await failure(operatorFetch('/sesion', { method: 'DELETE' }));
    expect(error).toBeInstanceOf(OperatorApiError);
    expect([error.status, error.code, error.message]).toEqual([403, 'csrf', message]);
  });

  it('reads the wait of a lockout from Retry-After', async () => {
    const message = 'Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.';
    fakeOperatorFetch(() => refusal(429, 'bloqueado', message, { 'retry-after': '900' }));
    const error = await failure(operatorFetch('/sesion', { method: 'POST', body: {} }));
    expect([error.code, error.message, error.retryAfterSeconds]).toEqual([
      'bloqueado',
      message,
      900,
    ]);
  });

  it('says in Spanish what failed when the answer carries no message', async () => {
    fakeOperatorFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json({ codigoRetorno: '99' }, 405),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect((await failure(operatorFetch('/sesion'))).message).toBe(
      'Algo salió mal en el servidor. Inténtalo de nuevo en un momento.',
    );
    expect((await failure(operatorFetch('/sesion'))).code).toBe('respuesta');
    const offline = await failure(operatorFetch('/sesion'));
    expect([offline.status, offline.message]).toEqual([
      0,
      'No hay conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    ]);
  });

  it('sends the page to the login when a call finds the session gone, not for the login itself', async () => {
    const ended = vi.fn();
    operatorSessionEndedSet(ended);
    fakeOperatorFetch(() => refusal(401, 'sesion', 'Inicia sesión para continuar.'));
    await failure(operatorFetch('/sesion', { method: 'POST', body: {}, ownsUnauthorized: true }));
    expect(ended).not.toHaveBeenCalled();
    await failure(operatorFetch('/totp/inicio', { method: 'POST' }));
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('operatorCsrfToken', () => {
  it('reads op_csrf among other cookies, or null', () => {
    expect(operatorCsrfToken('a=1; op_csrf=x%3Dy; b=2')).toBe('x=y');
    expect(operatorCsrfToken('a=1; op_csrfx=2')).toBeNull();
    expect(operatorCsrfToken('')).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  it('takes seconds or an HTTP date', () => {
    const now = Date.parse('2026-12-08T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Tue, 08 Dec 2026 00:01:00 GMT', now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('pronto', now)).toBeNull();
  });
});
