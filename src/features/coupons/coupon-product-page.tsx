import { Navigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import type { Coupon } from '../../domain/coupons/coupon';
import { couponStore } from '../../stores/coupons';
import { usePageTitle } from '../../ui/use-page-title';
import { CouponProductDetail } from './coupon-product-detail';
import { couponProducts } from './coupon-products';
import './coupons.css';

interface CouponProductPageProps {
  cuponId: string;
  productId: string;
}

/**
 * §2.9 /coupons/coupon/{cuponId}/confProduct/{productId}: the product of the selected coupon,
 * to configure and redeem (`CouponProductDetail`). Without the coupon in state it goes back to
 * the coupon's page; a product the coupon does not apply to, too.
 */
function CouponProductPage({ cuponId, productId }: CouponProductPageProps) {
  const { menu, ctx } = useMenu();
  const selected = useSnapshot(couponStore).selected as Coupon | null;
  const coupon = selected !== null && String(selected.id) === cuponId.trim() ? selected : null;
  const product =
    coupon === null
      ? undefined
      : couponProducts(coupon, menu, ctx).find((p) => String(p.id) === productId.trim());
  usePageTitle(product?.name);
  if (coupon === null || product === undefined) {
    return <Navigate to="/coupons/coupon/$cuponId" params={{ cuponId }} replace />;
  }
  return <CouponProductDetail coupon={coupon} product={product} menu={menu} />;
}

export default CouponProductPage;
