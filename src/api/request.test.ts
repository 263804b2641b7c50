import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionStore } from './session';
import { uiReset, uiStore } from '../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../test/fake-fetch';
import { ApiError } from './api-error';
import { apiRequest } from './request';
import { transportSet } from './transport';
import { wireAnswer } from '../protocol/wire';

const decrypt = (cipher: string) =>
  JSON.parse(AES.decrypt(cipher, Utf8.parse(CK_KEY), { mode: ECB, padding: Pkcs7 }).toString(Utf8));

beforeEach(() => {
  sessionClearTokens();
  sessionStore.ckKey = null;
  uiReset();
});
afterEach(() => transportSet(null));

describe('apiRequest transport', () => {
  it('POSTs a form-encoded body to API_BASE/call', async () => {
    fakeFetch(() => okAnswer({ v: 1 }));
    const res = await apiRequest('data/checkPr', { body: { id: 7, list: [1, 2], skip: null } });
    expect(res).toMatchObject({ codigoRetorno: '00', v: 1 });
    expect(sent[0]!.url).toBe('/api/data/checkPr');
    expect(sent[0]!.body).toBeInstanceOf(URLSearchParams);
    expect(String(sent[0]!.body)).toBe('id=7&list=%5B1%2C2%5D');
  });

  it('sends FormData when multipart and no body when empty', async () => {
    fakeFetch(() => okAnswer());
    await apiRequest('data/getVS', { multipart: true, body: { ids: '1,2' } });
    await apiRequest('data/getData', { empty: true, body: { ignored: 1 } });
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect((sent[0]!.body as FormData).get('ids')).toBe('1,2');
    expect(sent[1]!.body).toBeUndefined();
  });

  it("stores the last path segment of every answer's ck header", async () => {
    fakeFetch(() => okAnswer());
    await apiRequest('data/getData', { empty: true });
    expect(sessionStore.ckKey).toBe(CK_KEY);
  });

  it('encrypts the body with the ck key, fetching the key first when missing', async () => {
    fakeFetch(() => okAnswer());
    const payload = { nombres: 'Ana María', correo: 'ana@example.com', n: 3 };
    await apiRequest('cliente/saveCliente', { encrypt: true, body: payload });
    expect(sent.map((s) => s.url)).toEqual(['/api/data/getFechaHora', '/api/cliente/saveCliente']);
    const cipher = (sent[1]!.body as URLSearchParams).get('data');
    expect(decrypt(cipher!)).toEqual(payload);
  });

  it('fails with a PARSE error when the answer does not fit the schema', async () => {
    fakeFetch(() => okAnswer({ token: 5 }));
    const schema = wireAnswer(v.object({ token: v.string() }));
    await expect(apiRequest('auth/guest', { schema })).rejects.toMatchObject({ code: 'PARSE' });
  });

  it('reports a network failure as a communication error', async () => {
    transportSet(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('data/getData')).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Error de comunicación',
    });
  });

  it('aborts after the timeout', async () => {
    fakeFetch(
      (req) =>
        new Promise((_, reject) =>
          req.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    await expect(apiRequest('cliente/getCoordenadasHash/x', { timeout: 20 })).rejects.toMatchObject(
      { code: 'TIMEOUT' },
    );
    expect(sent[0]!.signal?.aborted).toBe(true);
  });
});

describe('apiRequest return codes (§8.1)', () => {
  it("'00' shows a success toast only when asked, with the server or a custom text", async () => {
    fakeFetch(() => okAnswer({ mensajeRetorno: 'Datos actualizados' }));
    await apiRequest('cliente/saveCliente');
    expect(uiStore.toasts).toEqual([]);
    await apiRequest('cliente/saveCliente', { successToast: true });
    await apiRequest('cliente/markPrincipal', { successToast: 'Dirección guardada' });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Datos actualizados'],
      ['success', 'Dirección guardada'],
    ]);
  });

  it("'01' warns and fails", async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'Revisa tus datos' }));
    await expect(apiRequest('auth/login')).rejects.toMatchObject({
      code: '01',
      message: 'Revisa tus datos',
    });
    expect(uiStore.toasts).toMatchObject([{ severity: 'warning', message: 'Revisa tus datos' }]);
  });

  it("'02' shows an error and fails, also on an HTTP error status", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Solicitud no válida' }, 400),
    );
    await expect(apiRequest('data/checkPr')).rejects.toMatchObject({ code: '02', status: 400 });
    expect(uiStore.toasts).toMatchObject([{ severity: 'error', message: 'Solicitud no válida' }]);
  });

  it('lets the caller handle a message without a toast', async () => {
    const message = 'La orden ya se encuentra en proceso';
    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: message }));
    await expect(
      apiRequest('data/saveOrderPendiente', { errorToast: false }),
    ).rejects.toMatchObject({ code: '02', message });
    expect(uiStore.toasts).toEqual([]);
  });

  it("'03' fails with the blocked items and no toast", async () => {
    const lstBloqueados = [{ I: 12, N: 'Combo' }];
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '03', mensajeRetorno: 'Bloqueados', lstBloqueados }),
    );
    const error = await apiRequest('data/saveOrderPendiente').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '03', payload: { lstBloqueados } });
    expect(uiStore.toasts).toEqual([]);
  });
});

describe('apiRequest loading counter', () => {
  it('counts a call while it runs and releases it on success and on error', async () => {
    let release: (r: Response) => void = () => undefined;
    fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = apiRequest('data/getData');
    await Promise.resolve();
    expect(uiStore.loadingCount).toBe(1);
    release(okAnswer());
    await pending;
    expect(uiStore.loadingCount).toBe(0);

    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'x' }));
    await expect(apiRequest('data/getData')).rejects.toBeInstanceOf(ApiError);
    expect(uiStore.loadingCount).toBe(0);
  });

  it('does not count background calls', async () => {
    fakeFetch(() => new Promise<Response>(() => undefined));
    void apiRequest('data/getImages', { background: true });
    await Promise.resolve();
    expect(uiStore.loadingCount).toBe(0);
  });
});
