/** An account screen in a router, the server's answers faked at the transport (tests only). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { sessionClearTokens, sessionSetCkKey } from '../../api/session';
import { signupFlowReset } from '../../stores/signup-flow';
import { uiReset, uiStore } from '../../stores/ui';
import { CK_KEY, type SentRequest } from '../../test/fake-fetch';

/** The paths the account screens lead to, each a page that names itself. */
const OTHER_PATHS = [
  '/',
  '/login',
  '/signup',
  '/signup-account',
  '/forgot-password',
  '/email-sent',
  '/email-pass-sent',
  '/checkout',
  '/profile/locations',
  '/orders',
  '/favorites',
  '/coupons',
];

/** A fresh guest with the 'ck' key: no tokens, no flow, no toasts, empty storage. */
export function accountSetUp(): void {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  localStorage.clear();
  sessionStorage.clear();
  sessionClearTokens();
  sessionSetCkKey(CK_KEY);
  signupFlowReset();
  uiReset();
}

/** Renders `Screen` at `path` (the others answer with 'Página {path}'). */
export function renderAccount(Screen: FunctionComponent, path: string, at: string = path) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const rootRoute = createRootRoute({ component: Outlet });
  const page = (name: string) => () => <p>Página {name}</p>;
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path, component: Screen }),
    ...OTHER_PATHS.filter((p) => p !== path).map((p) =>
      createRoute({ getParentRoute: () => rootRoute, path: p, component: page(p) }),
    ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, view };
}

/** The call a sent request was for ('auth/login'). */
export const callOf = (req: SentRequest) => req.url.replace(/^.*\/api\//, '');

/** The form fields of a sent request. */
export const fieldsOf = (req: SentRequest) =>
  Object.fromEntries(new URLSearchParams(String(req.body)));

/** The toasts on show, as 'severity: text'. */
export const toasts = () => uiStore.toasts.map((t) => `${t.severity}: ${t.message}`);

/** The message tied to a field through aria-describedby (its error). */
export function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert');
  return error?.textContent ?? null;
}
