import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { loadMenu } from '../api/menu/menu-loader';

// the screen loads on its own: the route tree (first load) then names one small chunk
const CouponDetailPage = lazy(() => import('../features/coupons/coupon-detail-page'));

// §2.9 coupon detail: the products it applies to; a coupon in neither list redirects to /
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/')({
  loader: loadMenu,
  component: CouponRoute,
});

function CouponRoute() {
  const { cuponId } = Route.useParams();
  return <CouponDetailPage cuponId={cuponId} />;
}
