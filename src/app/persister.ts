import { APP_CONFIG } from '../config';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

/** IndexedDB key of the persisted query cache (menu, images, catalogues, server time). */
export const QUERY_CACHE_KEY = 'query-cache';

/** DESIGN "Offline": the TanStack Query cache lives in IndexedDB through idb-keyval. */
export const queryPersister = createAsyncStoragePersister({
  key: QUERY_CACHE_KEY,
  storage: {
    getItem: async (key) => (await get<string>(key)) ?? null,
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
});

/** A new build drops the cache of the previous one. */
export const CACHE_BUSTER: string = APP_CONFIG.buildId;
