import { createFileRoute } from '@tanstack/react-router';
import { ListingSkeleton } from '../features/menu/menu-skeletons';
import { loadMenuLookup } from '../features/menu/route-lookups';
import { SubcategoryPage } from '../features/menu/subcategory-page';
import { RouteError } from '../ui/route-error';

// §2.1 sub-category listing; unknown {cat} or {subCat} redirect to /
export const Route = createFileRoute('/_shop/menu/categoria/$cat/subcategoria/$subCat/')({
  loader: loadMenuLookup,
  component: SubcategoryRoute,
  pendingComponent: ListingSkeleton,
  errorComponent: RouteError,
});

function SubcategoryRoute() {
  const lookup = Route.useLoaderData();
  return <SubcategoryPage lookup={lookup} />;
}
