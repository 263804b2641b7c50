import type { CartOptionEntry } from '../cart/cart-item';
import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { productConfigProblems } from './product-config-check';
import { productConfigFromEntries } from './product-config-from-unit';
import { productConfigUnitPrice } from './product-config-price';
import type { ProductConfigMenu } from './product-config-state';

/**
 * §4.5 / §5.4 the price of a configured unit recomputed from the CURRENT menu, or null when the
 * unit is no longer valid: an option or choice that no longer exists, a size or base the
 * product no longer has, half-and-half on a pair that no longer permits halves (PM not 'S'), a
 * topping or specialty no longer listed, an ATP step outside its MIN..MAX picks, ingredient
 * limits broken (a default removed below TDE min, more extras than OPA / TDI max). Prices in
 * the entries are never trusted: every amount comes from the menu, by the same calculation as
 * productConfigToUnit. The delivery channel is not checked here (§5.3 checks it on the cart).
 */
export function productUnitReprice(
  menu: ProductConfigMenu,
  product: MenuProduct,
  options: readonly CartOptionEntry[],
): Cents | null {
  const state = productConfigFromEntries(menu, product, options);
  if (!state || productConfigProblems(state).length > 0) return null;
  return productConfigUnitPrice(state);
}
