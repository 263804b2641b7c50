import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryIsKeptOnDevice } from './query-cache-restore';

describe('queryIsKeptOnDevice', () => {
  it("keeps answered queries but never the customer's own data", async () => {
    const client = new QueryClient();
    client.setQueryData(['menu', 'getData'], { ok: true });
    client.setQueryData(['cliente', 'getDataUser'], { nombres: 'Ana' });
    await client
      .prefetchQuery({ queryKey: ['menu', 'broken'], queryFn: () => Promise.reject(new Error()) })
      .catch(() => undefined);
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(queryIsKeptOnDevice)
      .map((q) => q.queryKey.join('/'));
    expect(kept).toEqual(['menu/getData']);
  });
});
