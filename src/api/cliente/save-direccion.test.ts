import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetCkKey, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { coverageSample } from '../../test/coverage-builders';
import { CK_KEY, fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { savedAddressSample } from '../../domain/delivery/saved-address.fixture';
import { transportSet } from '../transport';
import { addressWire, callOf, sentData, sentForm } from './cliente.fixture';
import { saveDireccion, saveDireccionBody } from './save-direccion';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  sessionSetCkKey(CK_KEY);
  uiReset();
});
afterEach(() => transportSet(null));

const place = {
  coverage: coverageSample({ street: 'Zona Escalón' }),
  address: ' Calle La Mascota #12 ',
  reference: ' Portón negro ',
  tag: ' Mi Casa ',
};

describe('saveDireccionBody (§3.2)', () => {
  it('a new address: no i, not main, the coverage codes as seen, texts trimmed', () => {
    expect(saveDireccionBody({ editing: null, place })).toEqual({
      principal: 0,
      longitud: -89.239,
      latitud: 13.7065,
      categoria: 'Mi Casa',
      col: 'SSA-ESC',
      codzon: 'Z-SS-01',
      direccion: 'Calle La Mascota #12',
      indicaciones: 'Portón negro',
      coloniaCliente: 'Colonia Escalón',
      zonaCliente: 'Zona Escalón',
      dep: 'SS',
      ciu: 'SS',
      edited: 0,
      invalid: 0,
    });
  });

  it('an edit sends its id and keeps it main', () => {
    const editing = savedAddressSample(12, 0, { main: true });
    expect(saveDireccionBody({ editing, place })).toMatchObject({ i: 12, principal: 1, edited: 1 });
  });
});

describe('saveDireccion (§7 cliente/saveDireccion)', () => {
  it("sends the address encrypted with both tokens, toasts 'Dirección guardada'", async () => {
    fakeFetch(() =>
      okAnswer({ mensajeRetorno: 'Dirección guardada', direccion: addressWire(12, 0, true) }),
    );
    const saved = await saveDireccion({ editing: null, place });
    expect(sent.map(callOf)).toEqual(['cliente/saveDireccion']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect([...sentForm(sent[0]!).keys()]).toEqual(['data']);
    expect(sentData(sent[0]!)).toEqual(saveDireccionBody({ editing: null, place }));
    expect([saved.id, saved.main, saved.address]).toEqual([12, true, 'Calle 12']);
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['success', 'Dirección guardada'],
    ]);
  });

  it("a refusal toasts the server's message and throws", async () => {
    fakeFetch(() =>
      jsonAnswer({
        codigoRetorno: '02',
        mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura',
      }),
    );
    await expect(saveDireccion({ editing: null, place })).rejects.toMatchObject({ code: '02' });
    expect(uiStore.toasts.map((t) => t.message)).toEqual([
      'La dirección seleccionada no cuenta con cobertura',
    ]);
  });
});
