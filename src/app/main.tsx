import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { pushAttachBoot } from '../api/push/push-attach-boot';
import { menuQueryOptions } from '../api/menu/get-data';
import { registerServiceWorker, thumbnailsWarmSoon } from '../features/pwa/register-sw';
import { queryCacheRestore } from './query-cache-restore';
import { sessionFollow } from './session-follow';
import { appWire, appWireSessionEnded } from './wiring';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import '@fontsource/poppins/latin-700.css';
import './brand-font.css';
import './styles.css';

appWire();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
sessionFollow(queryClient);
appWireSessionEnded(() => void router.navigate({ to: '/login', replace: true }));

/**
 * How long the page the HTML painted (index.html's boot screen, a product's picture and
 * name) waits for the first screen's data and code before the app shows its own loading
 * state in its place.
 */
const FIRST_SCREEN_WAIT_MS = 2_500;

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
const reactRoot = createRoot(root);

/**
 * The first screen is rendered once, with its data, in a transition React splits into short
 * slices: loaded before React renders, no data arrival re-renders the whole page in one long
 * task on a slow phone. The router sees the location already loaded and does not load it
 * again.
 */
async function start(): Promise<void> {
  await queryCacheRestore(queryClient);
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
void start();

// off the critical path: after the first screen has rendered, the load event and idle time
// (or after 10 s, should the first screen never resolve)
const stopWaiting = router.subscribe('onResolved', () => {
  stopWaiting();
  registerServiceWorker();
  // issue 34: the menu's thumbnails kept for offline, in idle time
  thumbnailsWarmSoon(() => queryClient.getQueryData(menuQueryOptions().queryKey)?.products);
  // issue 34: an order's notifications that could not be switched on last time
  pushAttachBoot();
});
setTimeout(registerServiceWorker, 10_000);
