import { createFileRoute } from '@tanstack/react-router';
import { loadMenu } from '../api/menu/menu-loader';
import { requireLogin } from '../shell/route-guards';
import { FavoritesPage } from '../features/favorites/favorites-page';
import { ListingSkeleton } from '../features/menu/menu-skeletons';
import { RouteError } from '../ui/route-error';

// §2.1 / §3.3 favorites (login-guarded): the favourites against the cached menu
export const Route = createFileRoute('/_shop/favorites')({
  beforeLoad: () => requireLogin('/login'),
  loader: loadMenu,
  component: FavoritesPage,
  pendingComponent: ListingSkeleton,
  errorComponent: RouteError,
});
