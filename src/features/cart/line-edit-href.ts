import { cartLineEditable } from '../../domain/cart/cart-line-editable';
import type { CartViewLine } from '../../domain/cart/cart-view';
import type { Category, MenuProduct } from '../../domain/menu';
import { productPath } from '../../domain/menu-paths';

/** §4.5 the product page where a bag line is edited; null when the line is not editable. */
export function lineEditHref(
  line: CartViewLine,
  products: readonly MenuProduct[],
  categoriesById: ReadonlyMap<number, Category>,
): string | null {
  if (!cartLineEditable(line)) return null;
  const product = products.find((p) => p.id === line.item.menuId);
  return product ? productPath(product, categoriesById) : null;
}
