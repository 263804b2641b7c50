import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf, sentForm } from './cliente.fixture';
import { deleteDireccion } from './delete-direccion';
import { markPrincipal } from './mark-principal';
import { saveSortedAddresses } from './save-sorted-addresses';

// The list's form-encoded calls: markPrincipal, deleteDireccion, saveSortedAddresses.

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  uiReset();
});
afterEach(() => transportSet(null));

const toasts = () => uiStore.toasts.map((t) => [t.severity, t.message]);

describe('the address list calls (§7)', () => {
  it('markPrincipal sends i form-encoded with both tokens', async () => {
    fakeFetch(() => okAnswer());
    await markPrincipal(7);
    expect(sent.map(callOf)).toEqual(['cliente/markPrincipal']);
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect(Object.fromEntries(sentForm(sent[0]!))).toEqual({ i: '7' });
  });

  it("deleteDireccion sends i and toasts 'Dirección eliminada'", async () => {
    fakeFetch(() => okAnswer({ mensajeRetorno: 'Dirección eliminada' }));
    await deleteDireccion(12);
    expect(sent.map(callOf)).toEqual(['cliente/deleteDireccion']);
    expect(Object.fromEntries(sentForm(sent[0]!))).toEqual({ i: '12' });
    expect(toasts()).toEqual([['success', 'Dirección eliminada']]);
  });

  it('saveSortedAddresses sends the ids comma-separated; a refusal throws without a toast', async () => {
    fakeFetch(
      () => okAnswer(),
      () =>
        jsonAnswer({
          codigoRetorno: '02',
          mensajeRetorno: 'Tus direcciones cambiaron en otro dispositivo; vuelve a intentarlo',
        }),
    );
    await saveSortedAddresses([12, 7, 9]);
    expect(sent.map(callOf)).toEqual(['cliente/saveSortedAddresses']);
    expect(Object.fromEntries(sentForm(sent[0]!))).toEqual({ addresses: '12,7,9' });
    await expect(saveSortedAddresses([7, 12])).rejects.toMatchObject({ code: '02' });
    expect(toasts()).toEqual([]);
  });

  it('none of them is sent without a session', async () => {
    sessionClearTokens();
    fakeFetch(() => okAnswer());
    await expect(markPrincipal(7)).rejects.toMatchObject({ code: 'AUTH' });
    await expect(deleteDireccion(7)).rejects.toMatchObject({ code: 'AUTH' });
    await expect(saveSortedAddresses([7])).rejects.toMatchObject({ code: 'AUTH' });
    expect(sent).toHaveLength(0);
  });
});
