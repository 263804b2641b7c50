import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.9 configure a product for a coupon: delivered by a later issue
export const Route = createFileRoute('/_shop/coupons/coupon/$cuponId/confProduct/$productId')({
  component: CouponsCouponCuponidConfproductProductidPage,
});

function CouponsCouponCuponidConfproductProductidPage() {
  return <UnderConstruction title="Configura tu producto" />;
}
