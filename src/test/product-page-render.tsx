/** Renders the product page with the server's answers given up front (component tests). */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { itemHoursQueryOptions } from '../api/cart/item-hours';
import { blocksQueryOptions } from '../api/cart/get-bloqueos';
import { serverTimeQueryOptions } from '../api/menu/get-fecha-hora';
import type { Category, MenuProduct } from '../domain/menu';
import type { ItemSchedule, MenuData } from '../domain/menu-data';
import { ProductDetail } from '../features/product/product-detail';
import { renderRouter } from './app-render';

/** 2026-11-23 12:00 in El Salvador (UTC−6): the server's clock in these tests. */
export const PRODUCT_PAGE_NOON = Date.parse('2026-11-23T12:00:00-06:00');

export interface ProductPageAnswers {
  /** menu ids data/getBloqueos reports blocked everywhere */
  blockedIds?: number[];
  /** data/checkHr rows for the product */
  hours?: ItemSchedule[];
  main?: Category | null;
}

/** The product page in a router, with blocks, server time and item hours already answered. */
export function renderProductPage(
  product: MenuProduct,
  menu: MenuData,
  answers: ProductPageAnswers = {},
): void {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const blocks = (answers.blockedIds ?? []).map((id) => ({ id, channel: 'TODOS' as const }));
  client.setQueryData(blocksQueryOptions({ shopId: null, itemCount: 0 }).queryKey, {
    products: blocks,
    options: [],
  });
  client.setQueryData(serverTimeQueryOptions().queryKey, {
    fecha: '2026-11-23T12:00:00-06:00',
    epochMs: PRODUCT_PAGE_NOON,
    offsetMs: PRODUCT_PAGE_NOON - Date.now(),
  });
  client.setQueryData(
    itemHoursQueryOptions({ menuIds: [product.id], futureOrderAt: null }).queryKey,
    answers.hours ?? [],
  );
  const main = answers.main ?? null;
  const rootRoute = createRootRoute({
    component: () => <ProductDetail product={product} menu={menu} main={main} sub={null} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(router, client);
}
