import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadMenu } from '../api/menu/menu-loader';

// the screen loads on its own: the route tree (first load) then names one small chunk
const CouponProductPage = lazy(() => import('../features/coupons/coupon-product-page'));

// §2.9 configure a product for a coupon; without the coupon in state, back to its page
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/confProduct/$productId')({
  loader: loadMenu,
  component: CouponProductRoute,
});

function CouponProductRoute() {
  const { cuponId, productId } = Route.useParams();
  return <CouponProductPage cuponId={cuponId} productId={productId} />;
}
