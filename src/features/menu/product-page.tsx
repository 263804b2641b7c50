import { Navigate } from '@tanstack/react-router';
import { productTrail } from '../../domain/menu-paths';
import { ProductDetail } from '../product/public';
import type { MenuLookup } from './route-lookups';
import { useMenuLookup } from './use-menu-lookup';

/** §2.1 product detail (by category path or promotion id); a vanished product goes home. */
export function ProductPage({ lookup }: { lookup: MenuLookup }) {
  const { menu, ctx, product } = useMenuLookup(lookup);
  if (!product) return <Navigate to="/" replace />;
  const { main, sub } = productTrail(product, ctx.categoriesById);
  return <ProductDetail product={product} menu={menu} main={main} sub={sub} />;
}
