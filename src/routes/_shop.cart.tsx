import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CartPage } from '../features/cart/cart-page';
import { CouponRevalidation } from '../features/coupons/public';
import { useCartRevalidation } from '../features/cart/use-cart-revalidation';
import { cartStoreHydrate } from '../stores/cart';
import { RouteError } from '../ui/route-error';
import { loadMenuAndBag } from './-cart-loader';

// §2.1 / §2.7 the cart
export const Route = createFileRoute('/_shop/cart')({
  loader: loadMenuAndBag,
  component: CartRoute,
  errorComponent: RouteError,
});

function CartRoute() {
  useCartRevalidation();
  useEffect(() => {
    void cartStoreHydrate();
  }, []);
  return (
    <>
      <CouponRevalidation />
      <CartPage />
    </>
  );
}
