import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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

createRoot(root).render(
  <StrictMode>
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS, buster: CACHE_BUSTER }}
    >
      <RestoredRouter />
    </PersistQueryClientProvider>
  </StrictMode>,
);

// after the first render and the load event, off the critical path
registerServiceWorker();
