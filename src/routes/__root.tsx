import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { LoadingBarHost, ToastHost } from '../shell/notice-hosts';
import { UpdatePrompt } from '../features/pwa/update-prompt';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  // §2.1 any unknown path redirects to / (replace)
  notFoundComponent: () => <Navigate to="/" replace />,
});

function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <LoadingBarHost />
      <Outlet />
      <ToastHost />
      <UpdatePrompt />
    </>
  );
}
