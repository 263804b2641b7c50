import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetTokens } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { callOf } from './cliente.fixture';
import { getOrdersPend, ordersPendSchema } from './get-orders-pend';

const A = 'ABCDEF0123456789abcdef0123456789';
const B = '0123456789abcdef0123456789abcdef';

beforeEach(() => {
  sessionClearTokens();
  sessionSetTokens('acc', 'ref');
  uiReset();
});
afterEach(() => transportSet(null));

describe('getOrdersPend (cliente/getOrdersPend)', () => {
  it('reads cantidad and the hashes (lower case, newest first), secure with an empty body', async () => {
    fakeFetch(() => okAnswer({ cantidad: 2, hashes: [A, B] }));
    expect(await getOrdersPend()).toEqual({ count: 2, hashes: [A.toLowerCase(), B] });
    expect(sent.map(callOf)).toEqual(['cliente/getOrdersPend']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer acc');
    expect(String(sent[0]!.body ?? '')).toBe('');
  });

  it('drops what is not a tracker hash; refuses a negative or missing count', () => {
    const read = (data: object) => ordersPendSchema.safeParse({ codigoRetorno: '00', ...data });
    const parsed = read({ cantidad: 1, hashes: ['../x', B] });
    expect(parsed.success && parsed.data).toEqual({ count: 1, hashes: [B] });
    expect(read({ cantidad: -1, hashes: [] }).success).toBe(false);
    expect(read({ hashes: [] }).success).toBe(false);
  });
});
