import { useSnapshot } from 'valtio';
import type { Coupon } from '../../domain/coupons/coupon';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import type { MenuProduct } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import { deliveryChannel, deliveryStore } from '../../stores/delivery';
import { Breadcrumb } from '../../ui/breadcrumb';
import { ProductConfigurator, ProductPicture } from '../product/public';
import { CouponEditDialog } from './coupon-edit-dialog';
import { CouponProductPrices } from './coupon-product-prices';
import { couponProductPrice } from './coupon-view';
import { useCouponProductRedeem } from './use-coupon-product-redeem';

interface CouponProductDetailProps {
  coupon: Coupon;
  /** one of the products the coupon applies to */
  product: MenuProduct;
  menu: MenuData;
}

/**
 * §2.9 a product of a coupon: its picture, its normal price struck through and the price with
 * the coupon, its configuration, and 'Agregar a mi bolsa' (an account: the product and the
 * coupon go to the bag, then /cart) or 'Inicia sesión para canjear' (a visitor: /login).
 */
export function CouponProductDetail({ coupon, product, menu }: CouponProductDetailProps) {
  const { kind } = useSnapshot(deliveryStore);
  const { redeem, run, editOpen, cancelEdit, confirmEdit } = useCouponProductRedeem(coupon);
  const currency = menu.currency.symbol;

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
          <CouponProductPrices
            normal={product.price}
            price={couponProductPrice(coupon, product.price)}
            currency={currency}
          />
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
      <CouponEditDialog open={editOpen} onClose={cancelEdit} onConfirm={confirmEdit} />
    </article>
  );
}
