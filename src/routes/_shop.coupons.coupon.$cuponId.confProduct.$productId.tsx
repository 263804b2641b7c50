import { createFileRoute } from '@tanstack/react-router';
import { loadMenu } from '../api/menu/menu-loader';
import { CouponProductPage } from '../features/coupons/coupon-product-page';
import { CouponsSkeleton } from '../features/coupons/coupons-skeleton';
import { RouteError } from '../ui/route-error';

// §2.9 configure a product for a coupon; without the coupon in state, back to its page
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/confProduct/$productId')({
  loader: loadMenu,
  component: CouponProductRoute,
  pendingComponent: CouponsSkeleton,
  errorComponent: RouteError,
});

function CouponProductRoute() {
  const { cuponId, productId } = Route.useParams();
  return <CouponProductPage cuponId={cuponId} productId={productId} />;
}
