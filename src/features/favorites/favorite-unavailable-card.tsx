import type { MenuProduct } from '../../domain/menu';
import type { ProductId } from '../../domain/product-id';
import { FAVORITE_MESSAGES } from '../../protocol/customer-favorite';
import { favoritesToggle } from '../../stores/favorites';
import { FallbackImage } from '../../ui/fallback-image';

/**
 * §3.3 a favourite the menu hides or no longer has: its picture and name when the menu
 * still knows them, 'Este producto ya no está disponible', and 'Quitar' to let it go.
 */
export function FavoriteUnavailableCard({
  productId,
  product,
}: {
  productId: ProductId;
  product: MenuProduct | null;
}) {
  const name = product?.name ?? 'Producto no disponible';
  return (
    <li className="product-card favorites-page__unavailable">
      <div className="product-card__link">
        <span className="product-card__media">
          <FallbackImage
            jpg={product?.images.smallJpg ?? ''}
            webp={product?.images.smallWebp ?? ''}
            alt=""
            width={240}
            height={180}
            className="product-card__image"
          />
        </span>
        <span className="product-card__body">
          <h2 className="product-card__name">{name}</h2>
          <span className="favorites-page__gone">{FAVORITE_MESSAGES.unknownProduct}</span>
          <button
            type="button"
            className="button button--danger favorites-page__remove"
            aria-label={`Quitar ${name} de favoritos`}
            onClick={() => favoritesToggle(productId)}
          >
            Quitar
          </button>
        </span>
      </div>
    </li>
  );
}
