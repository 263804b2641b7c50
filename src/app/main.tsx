import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../features/pwa/register-sw';
import { LoadingView } from '../ui/loading-view';
import { CACHE_BUSTER, queryPersister } from './persister';
import { CACHE_MAX_AGE_MS, createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

/** Loaders run only once the IndexedDB cache is back, so an offline reload shows the menu. */
function RestoredRouter() {
  return useIsRestoring() ? <LoadingView /> : <RouterProvider router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// a transition lets React render the first screen in short slices instead of one long task
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{
          persister: queryPersister,
          maxAge: CACHE_MAX_AGE_MS,
          buster: CACHE_BUSTER,
        }}
      >
        <RestoredRouter />
      </PersistQueryClientProvider>
    </StrictMode>,
  );
});

// off the critical path: after the first screen has rendered, the load event and idle time
// (or after 10 s, should the first screen never resolve)
const stopWaiting = router.subscribe('onResolved', () => {
  stopWaiting();
  registerServiceWorker();
});
setTimeout(registerServiceWorker, 10_000);
