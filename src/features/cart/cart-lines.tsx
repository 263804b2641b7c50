import type { CartViewLine } from '../../domain/cart/cart-view';
import { cartLineDetails } from '../../domain/cart/cart-line-details';
import type { MenuData } from '../../domain/menu-data';
import type { ProductVisibilityContext } from '../../domain/menu-visibility';
import { cartStoreEditStart, cartStoreSetQuantity } from '../../stores/cart';
import { CartLine } from './cart-line';
import { lineEditHref } from './line-edit-href';

interface CartLinesProps {
  lines: readonly CartViewLine[];
  menu: MenuData;
  ctx: ProductVisibilityContext;
  currency: string;
  onRemove: (line: CartViewLine) => void;
}

const onQuantity = (line: CartViewLine, quantity: number) =>
  cartStoreSetQuantity(line.addedOrders, quantity);

/** §2.7 / §4.5 the lines of /cart: each with its configuration, counter, 'Editar' and removal. */
export function CartLines({ lines, menu, ctx, currency, onRemove }: CartLinesProps) {
  return (
    <ul className="cart-page__lines">
      {lines.map((line) => (
        <CartLine
          key={line.key}
          line={line}
          details={cartLineDetails(line.options, menu)}
          currency={currency}
          onQuantity={onQuantity}
          onRemove={onRemove}
          editHref={lineEditHref(line, menu.products, ctx.categoriesById)}
          onEdit={(edited) =>
            cartStoreEditStart({ menuId: edited.item.menuId, addedOrders: edited.addedOrders })
          }
        />
      ))}
    </ul>
  );
}
