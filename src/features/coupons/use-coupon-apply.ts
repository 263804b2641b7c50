import { useNavigate } from '@tanstack/react-router';
import { snapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import type { Cart } from '../../domain/cart/cart';
import type { Coupon } from '../../domain/coupons/coupon';
import type { CouponContext } from '../../domain/coupons/coupon-apply';
import { cartStore, cartStoreHydrate, cartStoreReplace } from '../../stores/cart';
import { couponStoreSelect } from '../../stores/coupons';
import { toastPush } from '../../stores/ui';
import type { ProductConfigured } from '../../domain/cart/cart-add';
import { couponProductAdd, couponStep, type CouponStep } from './coupon-cart';
import { couponProducts } from './coupon-products';

/** §4.8 the toast once the coupon is in the bag. */
export const COUPON_APPLIED_MESSAGE = 'Cupón aplicado a tu bolsa';

/** §4.8 the context coupons are applied in: store minimum, server time, currency. */
export function useCouponContext(): CouponContext {
  const { menu } = useMenu();
  const serverNow = useServerNowOrDevice();
  return {
    storeMinimum: menu.parameters.minimumOrder,
    serverNow,
    currency: menu.currency.symbol,
  };
}

const cartNow = () => snapshot(cartStore).cart as Cart;

/**
 * §4.8 applying a coupon: `apply` (the dialog's button) puts it in the bag and goes to /cart,
 * or sends the customer to pick a product (one goes straight to its configuration, several
 * to the coupon's page); `addWithProduct` adds a configured product with its coupon. Every
 * refusal is a §8.2 message in a warning toast.
 */
export function useCouponApply() {
  const { menu, ctx } = useMenu();
  const context = useCouponContext();
  const navigate = useNavigate();

  const finish = (step: CouponStep): boolean => {
    if (step.kind === 'refused') {
      toastPush('warning', step.message);
      return false;
    }
    if (step.kind === 'applied') {
      // the selection stays: clearing it would send the configure page back to the coupon's
      cartStoreReplace(step.cart);
      toastPush('success', COUPON_APPLIED_MESSAGE);
      void navigate({ to: '/cart' });
    }
    return true;
  };

  const apply = async (coupon: Coupon): Promise<void> => {
    await cartStoreHydrate().catch(() => undefined);
    const step = couponStep(cartNow(), coupon, context);
    if (step.kind !== 'chooseProduct') {
      finish(step);
      return;
    }
    couponStoreSelect(coupon);
    const products = couponProducts(coupon, menu, ctx);
    const only = products.length === 1 ? products[0] : undefined;
    const cuponId = String(coupon.id);
    if (only === undefined) void navigate({ to: '/coupons/coupon/$cuponId', params: { cuponId } });
    else
      void navigate({
        to: '/coupons/coupon/$cuponId/confProduct/$productId',
        params: { cuponId, productId: String(only.id) },
      });
  };

  const addWithProduct = (coupon: Coupon, configured: ProductConfigured): boolean =>
    finish(couponProductAdd(cartNow(), configured, coupon, context));

  return { apply, addWithProduct, context };
}
