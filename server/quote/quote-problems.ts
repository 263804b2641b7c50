import { CART_PROMOTION_IN_CART_MESSAGE } from '../../src/domain/cart/cart-promotion-limits.ts';
import type { ProductConfigProblem } from '../../src/domain/product-config/product-config-check.ts';

/**
 * What the cart quote tells about a line it does not accept as sent (§4.5 / §5.4), in the
 * customer's Spanish. A coupon line is not judged here: the order save checks it
 * (src/domain/coupons/coupon-line-check.ts) with the §8.2 texts.
 */
export const QUOTE_PROBLEM = {
  productGone: 'El producto ya no está disponible',
  productType: 'El producto ya no se vende de esta forma',
  promotionGone: 'La promoción ya no existe',
  promotionNotValid: 'La promoción no está vigente',
  promotionNoLongerApplies: 'La promoción ya no aplica a este pedido',
  promotionContent: 'Los productos de la promoción no coinciden con la promoción',
  promotionRepeated: CART_PROMOTION_IN_CART_MESSAGE,
  promotionUnbacked: 'La promoción no tiene un producto propio al que aplicar',
  contentOrphan: 'Este producto de promoción no acompaña a su promoción',
  cascade: 'Se quitó junto con otra línea que ya no es válida',
  priceDiffers: 'El precio no coincide con el del menú',
} as const;

const UNIT_DETAIL: Record<ProductConfigProblem | 'layout', string> = {
  layout: 'una opción, elección o ingrediente ya no existe en el menú',
  size: 'el tamaño ya no está disponible',
  base: 'la masa o el pan ya no está disponible',
  halves: 'el tamaño ya no permite mitades',
  ingredients: 'los ingredientes no respetan los límites del menú',
  option: 'falta una opción o su elección ya no es válida',
  step: 'un paso no tiene la cantidad de elecciones requerida',
  quantity: 'la cantidad no es válida',
};

/** §5.4 why configured unit `position` (1-based) of a line is no longer valid. */
export function quoteUnitProblem(position: number, why: ProductConfigProblem | 'layout'): string {
  return `Unidad ${position}: ${UNIT_DETAIL[why]}`;
}
