import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productIdOf } from '../../domain/product-id';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { uiReset, uiStore } from '../../stores/ui';
import { fakeFetch, jsonAnswer, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf } from './cliente.fixture';
import { clienteFavoritos, clienteUpdateFavorito, favoritesAnswerSchema } from './favorites';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  uiReset();
});
afterEach(() => transportSet(null));

describe('favoritesAnswerSchema (§3.3 data.data rows of IDPDS)', () => {
  it('reads the ids in the server’s order and drops rows that do not fit', () => {
    const ids = favoritesAnswerSchema.parse({
      codigoRetorno: '00',
      data: { data: [{ IDPDS: 1701 }, { IDPDS: '1307' }, { IDPDS: 'x' }, { I: 5 }] },
    });
    expect(ids).toEqual([1701, 1307]);
  });

  it('refuses an answer without the list', () => {
    expect(favoritesAnswerSchema.safeParse({ codigoRetorno: '00', data: [] }).success).toBe(false);
  });
});

describe('clienteFavoritos (§7 cliente/favoritos)', () => {
  it('is a secure call without a body, in the background', async () => {
    fakeFetch(() => okAnswer({ data: { data: [{ IDPDS: 9 }, { IDPDS: 3 }] } }));
    expect(await clienteFavoritos()).toEqual([9, 3]);
    expect(sent.map(callOf)).toEqual(['cliente/favoritos']);
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(sent[0]!.headers.get('refresh-token')).toBe('ref');
    expect(uiStore.loadingCount).toBe(0);
  });

  it('refuses to call without a session', async () => {
    sessionClearTokens();
    fakeFetch(() => okAnswer({ data: { data: [] } }));
    await expect(clienteFavoritos()).rejects.toMatchObject({ code: 'AUTH' });
    expect(sent).toHaveLength(0);
  });
});

describe('clienteUpdateFavorito (§7 cliente/updateFavorito)', () => {
  it("sends idpds and oper 'A' or 'E' as a secure multipart call", async () => {
    fakeFetch(() => okAnswer());
    await clienteUpdateFavorito(productIdOf(1701), 'add');
    await clienteUpdateFavorito(productIdOf(1307), 'remove');
    expect(sent.map(callOf)).toEqual(['cliente/updateFavorito', 'cliente/updateFavorito']);
    const bodies = sent.map((req) => req.body as FormData);
    expect(bodies.map((b) => [b.get('idpds'), b.get('oper')])).toEqual([
      ['1701', 'A'],
      ['1307', 'E'],
    ]);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(uiStore.toasts).toEqual([]);
  });

  it("throws a '02' with the server's message toasted", async () => {
    fakeFetch(() =>
      jsonAnswer({ codigoRetorno: '02', mensajeRetorno: 'Este producto ya no está disponible' }),
    );
    await expect(clienteUpdateFavorito(productIdOf(5), 'add')).rejects.toMatchObject({
      code: '02',
    });
    expect(uiStore.toasts.map((t) => [t.severity, t.message])).toEqual([
      ['error', 'Este producto ya no está disponible'],
    ]);
  });
});
