import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetCkKey, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf, sentData, sentForm } from './cliente.fixture';
import { clienteChangePassword } from './change-password';

const change = { contrasena: 'Vieja1!x', newcontrasena: 'Nueva2!y', contrasenaConfirm: 'Nueva2!y' };

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('clienteChangePassword (§7 cliente/changePassword)', () => {
  it("sends the three fields encrypted with both tokens and toasts 'Contraseña actualizada'", async () => {
    fakeFetch(() => okAnswer());
    await clienteChangePassword(change);
    expect(sent.map(callOf)).toEqual(['cliente/changePassword']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect([...sentForm(sent[0]!).keys()]).toEqual(['data']);
    expect(sentData(sent[0]!)).toEqual(change);
    expect(uiStore.toasts.map((t) => t.message)).toEqual(['Contraseña actualizada']);
  });

  it("throws a '01' and toasts the server's message", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'La contraseña actual no es correcta' }),
    );
    await expect(clienteChangePassword(change)).rejects.toMatchObject({
      code: '01',
      message: 'La contraseña actual no es correcta',
    });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['warning', 'La contraseña actual no es correcta'],
    ]);
  });
});
