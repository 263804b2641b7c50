import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '../features/menu/category-page';
import { ListingSkeleton } from '../features/menu/menu-skeletons';
import { loadMenuLookup } from '../features/menu/route-lookups';
import { RouteError } from '../ui/route-error';

// §2.1 category listing; an unknown {cat} redirects to /
export const Route = createFileRoute('/_shop/menu/categoria/$cat/')({
  loader: loadMenuLookup,
  component: CategoryRoute,
  pendingComponent: ListingSkeleton,
  errorComponent: RouteError,
});

function CategoryRoute() {
  const lookup = Route.useLoaderData();
  return <CategoryPage key={lookup.params.cat} lookup={lookup} />;
}
