import { useEffect, useMemo, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartAddPromotion, cartPromotionAddPrice } from '../../domain/cart/cart-add-promotion';
import type { Channel, MenuProduct } from '../../domain/menu';
import type { MenuData, Promotion } from '../../domain/menu-data';
import { cartStore, cartStoreHydrate, cartStoreReplace } from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { PRODUCT_ADDED_MESSAGE } from './product-configurator';
import { promotionContents, type PromotionContent } from './promotion-contents';
import { promotionRefusalMessage } from './promotion-refusal-message';
import { useAddedMoment } from './use-added-moment';

/** §2.1 said when a promo product is gone from the menu or hidden. */
export const PROMOTION_UNAVAILABLE_MESSAGE = 'Esta promoción no está disponible por el momento';

/** Why the promotion cannot be added at all: gone, or a promo product it cannot configure. */
function promotionProblem(contents: PromotionContent[] | null): string | null {
  if (contents === null) return PROMOTION_UNAVAILABLE_MESSAGE;
  const unready = contents.find((c) => c.problem !== null);
  return unready ? `${unready.product.name}: ${unready.problem}` : null;
}

export interface PromotionAddOptions {
  /** the PROMO menu product the page shows */
  product: MenuProduct;
  /** the menu's promotion of the same id */
  promotion: Promotion;
  menu: MenuData;
  currency: string;
  /** §4.5 the delivery channel the promo products' default choices must serve */
  channel?: Channel;
}

/**
 * §2.1 / §5.4 the promotion's add: its contents, its price in the current bag (the PROMO
 * product's price until the bag holds what it applies to), why it cannot be added (`why`:
 * a problem, or the last refusal) and the add, which puts it in the stored bag or says why not.
 */
export function usePromotionAdd(options: PromotionAddOptions) {
  const { product, promotion, menu, currency, channel = 'TODOS' } = options;
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const [message, setMessage] = useState<string | null>(null);
  const [added, markAdded] = useAddedMoment();
  const productsById = useMemo(() => new Map(menu.products.map((p) => [p.id, p])), [menu.products]);
  const contents = useMemo(
    () => promotionContents(menu, promotion, channel),
    [menu, promotion, channel],
  );

  useEffect(() => {
    // the stored cart must be read before adding to it is saved; a failure retries later
    cartStoreHydrate().catch(() => undefined);
  }, []);

  const problem = promotionProblem(contents);
  const price = cartPromotionAddPrice(cart, promotion, productsById) ?? product.price;

  const add = async () => {
    if (contents === null || problem !== null) return;
    // the promotion is priced against the stored cart, never the empty one before it is read
    await cartStoreHydrate().catch(() => undefined);
    const current = snapshot(cartStore).cart as Cart;
    const result = cartAddPromotion(current, {
      promotion,
      promoProduct: product,
      contents,
      productsById,
    });
    if ('refused' in result) {
      const text = promotionRefusalMessage(result.refused, promotion, productsById, currency);
      setMessage(text);
      toastPush('warning', text);
      return;
    }
    cartStoreReplace(result.cart);
    setMessage(null);
    toastPush('success', PRODUCT_ADDED_MESSAGE);
    markAdded();
  };

  return { contents, problem, price, why: problem ?? message, added, add };
}
