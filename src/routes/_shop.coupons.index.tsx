import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 / §2.9 coupon list: delivered by a later issue
export const Route = createFileRoute('/_shop/coupons/')({
  component: CouponsIndexPage,
});

function CouponsIndexPage() {
  return <UnderConstruction title="Cupones" />;
}
