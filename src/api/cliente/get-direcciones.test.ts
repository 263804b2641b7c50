import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { addressWire, callOf } from './cliente.fixture';
import { direccionesQuery, direccionesSchema, getDirecciones } from './get-direcciones';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
});
afterEach(() => transportSet(null));

describe('cliente/getDirecciones (§3.2, §7)', () => {
  it('reads the saved addresses in their order as a secure call without a body', async () => {
    fakeFetch(() => okAnswer({ direcciones: [addressWire(12, 0), addressWire(7, 1, true)] }));
    const list = await getDirecciones();
    expect(sent.map(callOf)).toEqual(['cliente/getDirecciones']);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect(list.map((a) => [a.id, a.order, a.main, a.tag])).toEqual([
      [12, 0, false, 'Mi Casa'],
      [7, 1, true, 'Mi Trabajo'],
    ]);
    expect(list[0]).toMatchObject({
      address: 'Calle 12',
      reference: 'Portón negro',
      district: 'Colonia Escalón',
      latitude: 13.7065,
      longitude: -89.239,
    });
  });

  it('drops rows without a usable id or place, and reads a missing list as none', () => {
    const answer = direccionesSchema.parse({
      codigoRetorno: '00',
      direcciones: [
        { ...addressWire(12, 0), id: 0 },
        { ...addressWire(7, 1), latitude: 'norte' },
        { ...addressWire(9, 2), id: '9', main: 'S' },
      ],
    });
    expect(answer.map((a) => [a.id, a.main])).toEqual([[9, true]]);
    expect(direccionesSchema.parse({ codigoRetorno: '00' })).toEqual([]);
  });

  it('is never asked without a session', async () => {
    sessionClearTokens();
    fakeFetch(() => okAnswer({ direcciones: [] }));
    await expect(getDirecciones()).rejects.toMatchObject({ code: 'AUTH' });
    expect(sent).toHaveLength(0);
    expect(direccionesQuery(false).enabled).toBe(false);
    expect(direccionesQuery(true).queryKey).toEqual(['cliente', 'getDirecciones']);
  });
});
