import type { CartViewLine } from '../../domain/cart/cart-view';
import { centsFormat } from '../../domain/money';
import { AppLink } from '../../ui/app-link';
import { FallbackImage } from '../../ui/fallback-image';
import { QuantityCounter } from '../../ui/quantity-counter';

interface CartLineProps {
  line: CartViewLine;
  /** the configuration in a few words: bread, removed and added ingredients, choices */
  details: readonly string[];
  currency: string;
  onQuantity: (line: CartViewLine, quantity: number) => void;
  onRemove: (line: CartViewLine) => void;
  /** §4.5 the product page that edits this line's configuration; null when not editable */
  editHref: string | null;
  onEdit: (line: CartViewLine) => void;
}

/**
 * §2.7 / §4.5 one line of the cart: identical units shown once with their count, the
 * configuration summarised, a counter, 'Editar' for a configured line and removal. Promotion lines follow their product
 * and only go away with it or on their own removal.
 */
export function CartLine(props: CartLineProps) {
  const { line, details, currency, onQuantity, onRemove, editHref, onEdit } = props;
  const { item } = line;
  const promo = item.isPromo || item.isCoupon;
  return (
    <li className={`cart-line${promo ? ' cart-line--promo' : ''}`}>
      <FallbackImage
        jpg={item.images.smallJpg}
        webp={item.images.smallWebp}
        alt=""
        width={72}
        height={72}
        className="cart-line__image"
      />
      <div className="cart-line__body">
        <h2 className="cart-line__name">{item.name}</h2>
        {details.length > 0 ? (
          <ul className="cart-line__details">
            {details.map((detail, i) => (
              <li key={`${i}-${detail}`}>{detail}</li>
            ))}
          </ul>
        ) : null}
        <div className="cart-line__actions">
          {promo ? (
            <span className="cart-line__count">Cantidad: {line.count}</span>
          ) : (
            <QuantityCounter
              value={line.count}
              min={1}
              size="small"
              label={`Cantidad de ${item.name}`}
              labelHidden
              onChange={(next) => onQuantity(line, next)}
            />
          )}
          {editHref === null ? null : (
            <AppLink
              href={editHref}
              className="cart-line__edit"
              aria-label={`Editar ${item.name}`}
              onClick={() => onEdit(line)}
            >
              Editar
            </AppLink>
          )}
          <button
            type="button"
            className="cart-line__remove"
            aria-label={`Quitar ${item.name} de tu bolsa`}
            onClick={() => onRemove(line)}
          >
            Quitar
          </button>
        </div>
      </div>
      <p className="cart-line__price">
        <span className="visually-hidden">Precio: </span>
        {centsFormat(line.price, currency)}
      </p>
    </li>
  );
}
