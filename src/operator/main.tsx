import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { operatorSessionEndedSet } from './api/operator-fetch';
import { OPERATOR_KEY } from './api/session';
import { loginHref } from './operator-paths';
import { operatorQueryClientCreate } from './query-client';
import { operatorRouterCreate } from './router';
import './operator.css';

/**
 * The chain's operator app at /operador (issue 35): a second entry of the build, which no
 * storefront page loads. It registers no service worker and persists nothing: the session is
 * the server's httpOnly cookie.
 */
const queryClient = operatorQueryClientCreate();
const router = operatorRouterCreate(queryClient);

// a session that ended under the page (idle expiry, closed on every device): log in again,
// then come back here
operatorSessionEndedSet(() => {
  queryClient.removeQueries({ queryKey: OPERATOR_KEY });
  const here = router.state.location.href;
  router.history.push(loginHref(here));
});

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
