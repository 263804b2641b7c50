import { createFileRoute } from '@tanstack/react-router';
import { loadMenu } from '../api/menu/menu-loader';
import { CouponDetailPage } from '../features/coupons/coupon-detail-page';
import { CouponsSkeleton } from '../features/coupons/coupons-skeleton';
import { RouteError } from '../ui/route-error';

// §2.9 coupon detail: the products it applies to; a coupon in neither list redirects to /
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/')({
  loader: loadMenu,
  component: CouponRoute,
  pendingComponent: CouponsSkeleton,
  errorComponent: RouteError,
});

function CouponRoute() {
  const { cuponId } = Route.useParams();
  return <CouponDetailPage cuponId={cuponId} />;
}
