import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { getVS, getVsResponseSchema, suggestedSaleQueryOptions } from './suggested-sale';
import { shopIdOf } from '../../domain/shops/shop-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

const answer = (data: unknown) => ({ codigoRetorno: '00', data });

describe('data/getVS adapter', () => {
  it('splits the rows into suggestions (VS) and the allowed geo-limited ids (GEO)', () => {
    const result = getVsResponseSchema.parse(
      answer([
        { C: 'TODOS', I: 1621, T: 'VS' },
        { C: 'LLEV', I: '1601', T: 'VS' },
        { C: 'TODOS', I: 1124, T: 'GEO' },
        { C: 'TODOS', I: 1621, T: 'VS' },
        { C: 'TODOS', I: 1705, T: 'GEO' },
        { C: 'TODOS', I: 1705, T: 'GEO' },
        { C: 'TODOS', I: 9, T: 'OTRO' },
        { C: 'TODOS', T: 'VS' },
      ]),
    );
    expect(result).toEqual({
      suggestions: [
        { menuId: 1621, channel: 'TODOS' },
        { menuId: 1601, channel: 'LLEV' },
      ],
      geoAllowedMenuIds: [1124, 1705],
    });
  });

  it('an unknown channel reads as TODOS; a missing list is a parse error, not "nothing allowed"', () => {
    expect(getVsResponseSchema.parse(answer([{ C: 'X', I: 1, T: 'VS' }])).suggestions).toEqual([
      { menuId: 1, channel: 'TODOS' },
    ]);
    expect(getVsResponseSchema.parse(answer([]))).toEqual({
      suggestions: [],
      geoAllowedMenuIds: [],
    });
    expect(getVsResponseSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
  });

  it('sends each cart menu id once, in cart order, and the shop, as a guest multipart call', async () => {
    fakeFetch(() => okAnswer({ data: [{ C: 'TODOS', I: 1623, T: 'VS' }] }));
    const result = await getVS({ menuIds: [1101, 1501, 1101, 1301], shopId: shopIdOf(13) });
    expect(result.suggestions).toEqual([{ menuId: 1623, channel: 'TODOS' }]);
    expect(sent[0]!.url).toBe('/api/data/getVS');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    const body = sent[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('ids')).toBe('1101,1501,1301');
    expect(body.get('idtda')).toBe('13');
  });

  it('without a shop sends no idtda', async () => {
    fakeFetch(() => okAnswer({ data: [] }));
    await getVS({ menuIds: [], shopId: null });
    const body = sent[0]!.body as FormData;
    expect(body.get('ids')).toBe('');
    expect(body.has('idtda')).toBe(false);
  });

  it('is fresh for 5 s (§7) and keyed by the distinct ids and the shop', () => {
    const options = suggestedSaleQueryOptions({ menuIds: [1101, 1101, 1501], shopId: shopIdOf(2) });
    expect(options.staleTime).toBe(5_000);
    expect(options.queryKey).toEqual(['cart', 'suggested-sale', [1101, 1501], 2]);
    expect(suggestedSaleQueryOptions({ menuIds: [1101], shopId: null }).queryKey).not.toEqual(
      suggestedSaleQueryOptions({ menuIds: [1101], shopId: shopIdOf(3) }).queryKey,
    );
  });
});
