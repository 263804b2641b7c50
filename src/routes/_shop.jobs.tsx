import { createFileRoute } from '@tanstack/react-router';
import { loadMenuHome } from '../api/menu/menu-loader';
import { MenuHome } from '../features/menu/menu-home';
import { HomeSkeleton } from '../features/menu/menu-skeletons';
import { RouteError } from '../ui/route-error';

// §2.1 home and menu
export const Route = createFileRoute('/_shop/jobs')({
  loader: loadMenuHome,
  component: MenuHome,
  pendingComponent: HomeSkeleton,
  errorComponent: RouteError,
});
