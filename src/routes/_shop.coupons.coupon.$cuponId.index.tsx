import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.9 coupon detail: delivered by a later issue
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/')({
  component: CouponsCouponCuponidIndexPage,
});

function CouponsCouponCuponidIndexPage() {
  return <UnderConstruction title="Cupón" />;
}
