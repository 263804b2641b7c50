import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf } from './cliente.fixture';
import { clienteUnsubscribe } from './unsubscribe';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  uiReset();
});
afterEach(() => transportSet(null));

describe('clienteUnsubscribe (§7 cliente/unsubscribe)', () => {
  it("is a secure call without a body and toasts the server's message", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '00', mensajeRetorno: 'Ya no recibirás correos de promociones' }),
    );
    await clienteUnsubscribe();
    expect(sent.map(callOf)).toEqual(['cliente/unsubscribe']);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Ya no recibirás correos de promociones'],
    ]);
  });

  it("throws on a '02'", async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'No disponible' }));
    await expect(clienteUnsubscribe()).rejects.toMatchObject({ code: '02' });
  });
});
