import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { promotionValidQueryOptions } from '../../api/cart/promotion-validity';
import type { Cart } from '../../domain/cart/cart';
import { cartRevalidate } from '../../domain/cart/cart-revalidate';
import { productUnitReprice } from '../../domain/product-config/product-unit-reprice';
import { cartStore, cartStoreReplace } from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { useMenu } from '../../api/menu/use-menu';

/**
 * §4.5 / §5.4 keeps the cart true to the current menu: whenever the cart or the menu
 * changes, rows that are gone are removed, prices refreshed, configured units re-priced
 * by the same code the server uses, and promotions checked with data/checkPr (the coupon
 * line is the coupons' own: CouponRevalidation). What was removed is told in a warning toast.
 */
export function useCartRevalidation(): void {
  const { menu } = useMenu();
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const promotionIds = [
    ...new Set(
      cart.items.flatMap((item) => (item.isPromo && item.promoId !== null ? [item.promoId] : [])),
    ),
  ];
  const checks = useQueries({
    queries: promotionIds.map((id) => promotionValidQueryOptions(id)),
  });
  const answered = checks.map((q, i) => [promotionIds[i], q.data] as const);
  const checksKey = JSON.stringify(answered);

  useEffect(() => {
    if (!snap.hydrated) return;
    const promotionChecks = new Map<number, boolean>();
    for (const [id, valid] of JSON.parse(checksKey) as [number, boolean | null][]) {
      if (typeof valid === 'boolean') promotionChecks.set(id, valid);
    }
    const result = cartRevalidate(cart, {
      menu,
      promotionChecks,
      unitReprice: (product, unit) => productUnitReprice(menu, product, unit.options),
    });
    if (result.cart === cart) return;
    cartStoreReplace(result.cart);
    if (result.removed.length > 0) {
      const names = [...new Set(result.removed.map((item) => item.name))].join(', ');
      toastPush('warning', `Quitamos de tu bolsa lo que ya no está disponible: ${names}`);
    }
  }, [cart, menu, checksKey, snap.hydrated]);
}
