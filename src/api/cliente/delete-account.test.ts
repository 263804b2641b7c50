import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetCkKey, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, fakeFetch, jsonAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf, sentData, sentForm } from './cliente.fixture';
import { clienteDeleteAccount } from './delete-account';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

describe('clienteDeleteAccount (cliente/deleteAccount)', () => {
  it('sends the password encrypted with both tokens and resolves with the message', async () => {
    fakeFetch(() => jsonAnswer({ codigoRetorno: '00', mensajeRetorno: 'Tu cuenta fue eliminada' }));
    expect(await clienteDeleteAccount('Clave1!x')).toBe('Tu cuenta fue eliminada');
    expect(sent.map(callOf)).toEqual(['cliente/deleteAccount']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect([...sentForm(sent[0]!).keys()]).toEqual(['data']);
    expect(sentData(sent[0]!)).toEqual({ contrasena: 'Clave1!x' });
    expect(uiStore.toasts).toEqual([]);
  });

  it("throws a '01' without a toast", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '01', mensajeRetorno: 'La contraseña actual no es correcta' }),
    );
    await expect(clienteDeleteAccount('mala')).rejects.toMatchObject({
      code: '01',
      message: 'La contraseña actual no es correcta',
    });
    expect(uiStore.toasts).toEqual([]);
  });
});
