import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { CACHE_BUSTER, queryPersister } from './persister';
import { CACHE_MAX_AGE_MS } from './query-client';

/**
 * What the device keeps of the query cache: what the default keeps (answered queries), but
 * never a customer's own data (['cliente', …]: their profile, later their addresses and
 * favourites). That is read from the server on each visit, so a reload never shows a copy
 * older than an edit made a moment before, and no personal data stays at rest.
 */
export function queryIsKeptOnDevice(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.queryKey[0] !== 'cliente';
}

/**
 * DESIGN "Offline": puts the query cache kept on the device (IndexedDB) back into the client,
 * then saves it on every change. A cache that cannot be read starts empty, as a first visit.
 * Loaders run after this, so a reload with no connection shows the last menu.
 */
export async function queryCacheRestore(queryClient: QueryClient): Promise<void> {
  const options = {
    queryClient,
    persister: queryPersister,
    maxAge: CACHE_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: queryIsKeptOnDevice },
  };
  try {
    await persistQueryClientRestore(options);
  } catch {
    // the persister has dropped what it could not read
  }
  persistQueryClientSubscribe(options);
}
