import { createFileRoute } from '@tanstack/react-router';
import { loadMenuHome } from '../features/menu/load-menu-home';
import { MenuHome } from '../features/menu/menu-home';
import { LoadingView } from '../ui/loading-view';
import { RouteError } from '../ui/route-error';

// §2.1 home and menu
export const Route = createFileRoute('/_shop/')({
  loader: loadMenuHome,
  component: MenuHome,
  pendingComponent: LoadingView,
  errorComponent: RouteError,
});
