import type { MenuProduct } from '../../domain/menu';
import { FallbackImage } from '../../ui/fallback-image';

/** §2.1 a product page's picture (the medium size, loaded at once: it is the page's largest). */
export function ProductPicture({ product }: { product: MenuProduct }) {
  return (
    <div className="product-detail__media">
      <FallbackImage
        jpg={product.images.mediumJpg}
        webp={product.images.mediumWebp}
        alt={product.name}
        width={640}
        height={480}
        className="product-detail__image"
        eager
      />
    </div>
  );
}
