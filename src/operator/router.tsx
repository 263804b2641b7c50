import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useRouterState,
  type RouterHistory,
} from '@tanstack/react-router';
import { OperatorApiError } from './api/operator-error';
import { sessionQueryOptions } from './api/session';
import { staffMustEnrol } from './api/staff';
import { LoginPage } from './features/login/login-page';
import { ErrorPage, NotFoundPage } from './features/panel/status-pages';
import { PanelPage } from './features/panel/panel-page';
import { TotpPage } from './features/totp/totp-page';
import { loginHref, OPERATOR_PATHS, returnPathRead } from './operator-paths';
import { useOperatorRouteFocus } from './operator-page';

function OperatorRoot() {
  useOperatorRouteFocus();
  return <Outlet />;
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: OperatorRoot,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operador/entrar',
  component: function LoginRoute() {
    // (read from the address: this router's types are not the storefront's registered ones)
    const search = useRouterState({ select: (s) => s.location.searchStr });
    return <LoginPage returnTo={returnPathRead(new URLSearchParams(search).get('volver'))} />;
  },
});

/** Every screen but the login needs a session; an admin enrols in TOTP before anything. */
const staffRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operador',
  beforeLoad: async ({ context, location }) => {
    const staff = await context.queryClient
      .ensureQueryData(sessionQueryOptions())
      .catch((error: unknown) => {
        if (error instanceof OperatorApiError && error.status === 401) {
          throw redirect({ href: loginHref(location.href) });
        }
        throw error;
      });
    if (staffMustEnrol(staff) && location.pathname !== OPERATOR_PATHS.enrol) {
      throw redirect({ href: OPERATOR_PATHS.enrol });
    }
  },
  component: Outlet,
});

const boardRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/',
  component: PanelPage,
});

const enrolRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'verificacion',
  component: TotpPage,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  staffRoute.addChildren([boardRoute, enrolRoute]),
]);

/** The operator app's router (code-based: a handful of screens, all in the entry). */
export function operatorRouterCreate(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    defaultPendingMinMs: 0,
  });
}
