import { ModalDialog } from '../../ui/modal-dialog';
import { FallbackImage } from '../../ui/fallback-image';
import type { ImageSet } from '../../domain/menu';

/** One blocked thing in the cart: a product, or an option of one (§2.7). */
export interface BlockedEntry {
  key: string;
  productName: string;
  /** set when an option of the product is what is blocked */
  optionName: string | null;
  images: ImageSet;
}

/** §8.2 body of the blocked-products dialog, word for word. */
export const BLOCKED_PRODUCTS_BODY =
  'Algunos productos de tu pedido no están disponibles. ¡Pero hay muchas opciones deliciosas! Ajusta tu orden y sigue disfrutando.';

interface BlockedProductsDialogProps {
  open: boolean;
  entries: readonly BlockedEntry[];
  onClose: () => void;
  /** §2.7 'Ir al carrito': refresh the blocked list and go to /cart */
  onGoToCart: () => void;
}

/** §2.7 'Producto no disponible en ésta ubicación': what is blocked at this shop. */
export function BlockedProductsDialog(props: BlockedProductsDialogProps) {
  const { open, entries, onClose, onGoToCart } = props;
  return (
    <ModalDialog open={open} onClose={onClose} title="Producto no disponible en ésta ubicación">
      <p>{BLOCKED_PRODUCTS_BODY}</p>
      <ul className="blocked-products__list">
        {entries.map((entry) => (
          <li key={entry.key} className="blocked-products__item">
            <FallbackImage
              jpg={entry.images.smallJpg}
              webp={entry.images.smallWebp}
              alt=""
              width={56}
              height={56}
              className="blocked-products__image"
            />
            <span>
              <span className="blocked-products__name">{entry.productName}</span>
              {entry.optionName ? (
                <span className="blocked-products__option">No disponible: {entry.optionName}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div className="cart-dialog__actions">
        <button type="button" className="button" data-autofocus onClick={onGoToCart}>
          Ir al carrito
        </button>
      </div>
    </ModalDialog>
  );
}
