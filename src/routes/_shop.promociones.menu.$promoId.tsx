import { createFileRoute } from '@tanstack/react-router';
import { ProductSkeleton } from '../features/menu/menu-skeletons';
import { ProductPage } from '../features/menu/product-page';
import { loadMenuLookup } from '../features/menu/route-lookups';
import { RouteError } from '../ui/route-error';

// §2.1 promotion detail (same screen as a product); not found redirects to /
export const Route = createFileRoute('/_shop/promociones/menu/$promoId')({
  loader: loadMenuLookup,
  component: PromoRoute,
  pendingComponent: ProductSkeleton,
  errorComponent: RouteError,
});

function PromoRoute() {
  const lookup = Route.useLoaderData();
  return <ProductPage lookup={lookup} />;
}
