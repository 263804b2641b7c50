import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionClearTokens, sessionSetGuestToken } from '../session';
import { uiReset } from '../../stores/ui';
import { fakeFetch, okAnswer, sent } from '../../test/fake-fetch';
import { transportSet } from '../transport';
import { blocksQueryOptions, getBloqueos, getBloqueosResponseSchema } from './get-bloqueos';
import { shopIdOf } from '../../domain/shops/shop-id';

beforeEach(() => {
  sessionClearTokens();
  sessionSetGuestToken('g1');
  uiReset();
});
afterEach(() => transportSet(null));

describe('data/getBloqueos adapter', () => {
  it('maps bloqueos and bloqueosOpciones to CartValidityBlock lists', () => {
    const blocks = getBloqueosResponseSchema.parse({
      codigoRetorno: '00',
      data: {
        bloqueos: [{ I: 1211, T: 'DOMI' }, { I: '1604', T: 'TODOS' }, { T: 'LLEV' }],
        bloqueosOpciones: [
          { I: 5004, T: 'LLEV' },
          { I: 5168, T: 'CASA' },
        ],
      },
    });
    expect(blocks).toEqual({
      products: [
        { id: 1211, channel: 'DOMI' },
        { id: 1604, channel: 'TODOS' },
      ],
      // an unknown delivery type blocks always rather than never
      options: [
        { id: 5004, channel: 'LLEV' },
        { id: 5168, channel: 'TODOS' },
      ],
    });
  });

  it('missing lists are empty; a missing data object does not fit', () => {
    expect(getBloqueosResponseSchema.parse({ codigoRetorno: '00', data: {} })).toEqual({
      products: [],
      options: [],
    });
    expect(getBloqueosResponseSchema.safeParse({ codigoRetorno: '00' }).success).toBe(false);
  });

  it('sends the shop as a guest multipart call, and no body without a shop', async () => {
    fakeFetch(() => okAnswer({ data: { bloqueos: [], bloqueosOpciones: [] } }));
    await getBloqueos(shopIdOf(3));
    await getBloqueos(null);
    expect(sent.map((s) => s.url)).toEqual(['/api/data/getBloqueos', '/api/data/getBloqueos']);
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer g1');
    expect((sent[0]!.body as FormData).get('idtda')).toBe('3');
    expect(sent[1]!.body).toBeUndefined();
  });

  it('stale after 180000 ms (§7) and refetched for a new item count or shop', () => {
    const options = blocksQueryOptions({ shopId: shopIdOf(3), itemCount: 2 });
    expect(options.staleTime).toBe(180_000);
    expect(options.queryKey).toEqual(['cart', 'blocks', 3, 2]);
    expect(blocksQueryOptions({ shopId: shopIdOf(3), itemCount: 3 }).queryKey).not.toEqual(
      options.queryKey,
    );
    expect(blocksQueryOptions({ shopId: shopIdOf(4), itemCount: 2 }).queryKey).not.toEqual(
      options.queryKey,
    );
  });
});
