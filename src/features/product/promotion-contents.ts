import type { CartAddPromotionContent } from '../../domain/cart/cart-add-promotion';
import { cartLineDetails } from '../../domain/cart/cart-line-details';
import { cartPromotionProductShown } from '../../domain/cart/cart-promotions';
import type { Channel } from '../../domain/menu';
import type { MenuData, Promotion } from '../../domain/menu-data';
import { productConfigStart } from '../../domain/product-config/product-config-start';
import { productConfigToUnit } from '../../domain/product-config/product-config-unit';
import { addToBagReason } from './add-to-bag-reason';

/** §2.1 one promo product (prm) as the promotion page shows and adds it. */
export interface PromotionContent extends CartAddPromotionContent {
  /** its default configuration in words (cartLineDetails); empty for a simple product */
  details: string[];
  /** why its default configuration cannot be added (an ATP step to fill...); null when it can */
  problem: string | null;
}

/**
 * §2.1 / §5.4 the promotion's promo products (prm), in its order, each with its default
 * configuration (productConfigStart, productConfigToUnit) for the delivery channel; null when
 * one of them is gone from the menu or hidden, so the promotion cannot be added.
 */
export function promotionContents(
  menu: Pick<MenuData, 'products' | 'sizes' | 'bases'>,
  promotion: Pick<Promotion, 'items'>,
  channel: Channel = 'TODOS',
): PromotionContent[] | null {
  const productsById = new Map(menu.products.map((p) => [p.id, p]));
  const contents: PromotionContent[] = [];
  for (const id of promotion.items) {
    const product = cartPromotionProductShown(productsById, id);
    if (product === null) return null;
    if (product.type === 'PRD') {
      contents.push({
        product,
        unit: { price: product.price, options: [] },
        details: [],
        problem: null,
      });
      continue;
    }
    const state = productConfigStart(menu, product, channel);
    const unit = productConfigToUnit(state);
    contents.push({
      product,
      unit,
      details: cartLineDetails(unit.options, menu),
      problem: addToBagReason(state),
    });
  }
  return contents;
}
