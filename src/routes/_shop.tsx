import { createFileRoute } from '@tanstack/react-router';
import { ShopLayout } from '../shell/shop-layout';
import { SearchHost } from '../features/search/search-host';

/** §2.1 the shared layout of every screen except the full-height tracker. */
export const Route = createFileRoute('/_shop')({
  component: ShopRoute,
});

function ShopRoute() {
  return <ShopLayout overlays={<SearchHost />} />;
}
