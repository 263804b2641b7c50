import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { checkPr, checkPrResponseSchema, promotionValidQueryOptions } from './promotion-validity';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('data/checkPr adapter', () => {
  it("reads data.v: only 'S' is valid", () => {
    const valid = (v: unknown) => checkPrResponseSchema.parse({ codigoRetorno: '00', data: { v } });
    expect(valid('S')).toBe(true);
    expect(valid('N')).toBe(false);
    expect(valid('s')).toBe(false);
    expect(valid(null)).toBe(false);
    expect(checkPrResponseSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
  });

  it('sends the promotion id as a guest multipart call', async () => {
    fakeFetch(() => okAnswer({ data: { v: 'S' } }));
    await expect(checkPr(1901)).resolves.toBe(true);
    expect(sent[0]!.url).toBe('/api/data/checkPr');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect((sent[0]!.body as FormData).get('id')).toBe('1901');
  });

  it('one query per promotion', () => {
    expect(promotionValidQueryOptions(1901).queryKey).toEqual(['cart', 'promotion-valid', 1901]);
  });
});
