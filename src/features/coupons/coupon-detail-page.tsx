import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useMenu } from '../../api/menu/use-menu';
import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import { Breadcrumb } from '../../ui/breadcrumb';
import { usePageTitle } from '../../ui/use-page-title';
import { ProductCard } from '../menu/public';
import { couponProducts } from './coupon-products';
import { couponView } from './coupon-view';
import { CouponsSkeleton } from './coupons-skeleton';
import { useCouponLookup } from './use-coupon-lookup';
import { couponStoreSelect } from '../../stores/coupons';
import './coupons.css';

/** §2.9 the heading of a coupon's products, word for word. */
export const COUPON_PRODUCTS_HEADING =
  'Puedes aplicar este cupon al agregar uno de los siguientes productos a tu bolsa';

/**
 * §2.9 /coupons/coupon/{cuponId}: the coupon and the products it applies to, each leading to
 * its configuration for the coupon. A coupon in neither the customer's nor the open coupons
 * redirects to / (replace).
 */
function CouponDetailPage({ cuponId }: { cuponId: string }) {
  const { menu, ctx } = useMenu();
  const now = useServerNowOrDevice();
  const coupon = useCouponLookup(cuponId);
  const found = coupon !== 'loading' && coupon !== null ? coupon : null;
  usePageTitle(found?.label);
  // §2.9 the coupon is in state: its products' configuration pages may open
  useEffect(() => {
    if (found !== null) couponStoreSelect(found);
  }, [found]);
  if (coupon === 'loading') return <CouponsSkeleton />;
  if (coupon === null) return <Navigate to="/" replace />;
  const view = couponView(coupon, menu, ctx, now);
  const products = couponProducts(coupon, menu, ctx);
  return (
    <section className="coupon-detail" aria-labelledby="coupon-detail-title">
      <Breadcrumb crumbs={[{ label: 'Cupones', href: '/coupons' }]} current={view.label} />
      <h1 id="coupon-detail-title" className="coupon-detail__name">
        {view.name}
      </h1>
      <p className="coupon-detail__discount">{view.discount}</p>
      <p className="coupon-detail__validity">{view.validity}</p>
      <h2 className="coupon-detail__heading">{COUPON_PRODUCTS_HEADING}</h2>
      <ul className="product-grid">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            href={`/coupons/coupon/${coupon.id}/confProduct/${product.id}`}
            currency={menu.currency.symbol}
          />
        ))}
      </ul>
    </section>
  );
}

export default CouponDetailPage;
