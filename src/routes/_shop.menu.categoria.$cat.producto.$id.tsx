import { createFileRoute } from '@tanstack/react-router';
import { ProductSkeleton } from '../features/menu/menu-skeletons';
import { ProductPage } from '../features/menu/product-page';
import { loadMenuLookup } from '../features/menu/route-lookups';
import { RouteError } from '../ui/route-error';

// §2.1 product detail by numeric id or URL code; not found redirects to /
export const Route = createFileRoute('/_shop/menu/categoria/$cat/producto/$id')({
  loader: loadMenuLookup,
  component: ProductRoute,
  pendingComponent: ProductSkeleton,
  errorComponent: RouteError,
});

function ProductRoute() {
  const lookup = Route.useLoaderData();
  return <ProductPage lookup={lookup} />;
}
