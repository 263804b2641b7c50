import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import { useLoggedIn } from '../../api/use-logged-in';
import type { Cart } from '../../domain/cart/cart';
import type { Coupon } from '../../domain/coupons/coupon';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { centsFormat } from '../../domain/money';
import { cartStore } from '../../stores/cart';
import { couponStore } from '../../stores/coupons';
import { deliveryChannel, deliveryStore } from '../../stores/delivery';
import { Breadcrumb } from '../../ui/breadcrumb';
import { usePageTitle } from '../../ui/use-page-title';
import type { ProductConfigured } from '../../domain/cart/cart-add';
import { ProductConfigurator, ProductPicture } from '../product/public';
import { couponLineOf } from './coupon-cart';
import { CouponEditDialog } from './coupon-edit-dialog';
import { couponProductPrice } from './coupon-view';
import { couponProducts } from './coupon-products';
import { useCouponApply } from './use-coupon-apply';
import './coupons.css';

interface CouponProductPageProps {
  cuponId: string;
  productId: string;
}

/**
 * §2.9 /coupons/coupon/{cuponId}/confProduct/{productId}: the product's picture, its normal
 * price struck through and the price with the coupon, its configuration, and 'Agregar a mi
 * bolsa' (an account: the product and the coupon go to the bag, then /cart) or 'Inicia
 * sesión para canjear' (a visitor: /login). Without the coupon in state it goes back to the
 * coupon's page; a product the coupon does not apply to, too.
 */
function CouponProductPage({ cuponId, productId }: CouponProductPageProps) {
  const { menu, ctx } = useMenu();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const selected = useSnapshot(couponStore).selected as Coupon | null;
  const { kind } = useSnapshot(deliveryStore);
  const { addWithProduct } = useCouponApply();
  const [pending, setPending] = useState<ProductConfigured | null>(null);
  const coupon = selected !== null && String(selected.id) === cuponId.trim() ? selected : null;
  const product =
    coupon === null
      ? undefined
      : couponProducts(coupon, menu, ctx).find((p) => String(p.id) === productId.trim());
  usePageTitle(product?.name);
  if (coupon === null || product === undefined) {
    return <Navigate to="/coupons/coupon/$cuponId" params={{ cuponId }} replace />;
  }
  const currency = menu.currency.symbol;
  const price = couponProductPrice(coupon, product.price);

  const run = (configured: ProductConfigured): boolean => {
    if (!loggedIn && coupon.code === null) {
      void navigate({ to: '/login' });
      return false;
    }
    if (couponLineOf(cartStore.cart as Cart, coupon.id) !== null) {
      setPending(configured);
      return false;
    }
    return addWithProduct(coupon, configured);
  };
  const redeem = loggedIn || coupon.code !== null;

  return (
    <article className="product-detail coupon-product">
      <Breadcrumb
        crumbs={[
          { label: 'Cupones', href: '/coupons' },
          { label: coupon.label, href: `/coupons/coupon/${coupon.id}` },
        ]}
        current={product.name}
      />
      <div className="product-detail__layout">
        <ProductPicture product={product} />
        <div className="product-detail__info">
          <h1 className="product-detail__name">{product.name}</h1>
          <p className="coupon-product__prices">
            <s
              className="coupon-product__normal"
              aria-label={`Precio normal ${centsFormat(product.price, currency)}`}
            >
              {centsFormat(product.price, currency)}
            </s>{' '}
            <strong
              className="coupon-product__price"
              aria-label={`Precio con cupón ${centsFormat(price, currency)}`}
            >
              {centsFormat(price, currency)}
            </strong>
          </p>
          {product.description === '' ? null : (
            <p className="coupon-product__description">{product.description}</p>
          )}
          <ProductConfigurator
            key={product.id}
            product={product}
            menu={menu}
            currency={currency}
            channel={deliveryChannel(kind)}
            addAction={{
              label: redeem ? 'Agregar a mi bolsa' : COUPON_MESSAGES.loginToRedeem,
              anyConfig: !redeem,
              run,
            }}
          />
        </div>
      </div>
      <CouponEditDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const configured = pending;
          setPending(null);
          if (configured !== null) addWithProduct(coupon, configured);
        }}
      />
    </article>
  );
}

export default CouponProductPage;
