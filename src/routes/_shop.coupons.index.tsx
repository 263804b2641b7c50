import { createFileRoute } from '@tanstack/react-router';
import { loadMenu } from '../api/menu/menu-loader';
import { CouponsPage } from '../features/coupons/coupons-page';
import { CouponsSkeleton } from '../features/coupons/coupons-skeleton';
import { RouteError } from '../ui/route-error';

// §2.1 / §2.9 coupon list: open coupons for a visitor, the wallet for an account
export const Route = createFileRoute('/_shop/coupons/')({
  loader: loadMenu,
  component: CouponsPage,
  pendingComponent: CouponsSkeleton,
  errorComponent: RouteError,
});
