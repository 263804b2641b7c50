import type { ReactNode } from 'react';
import type { MenuProduct } from '../../domain/menu';
import { centsFormat } from '../../domain/money';
import { FallbackImage } from '../../ui/fallback-image';
import { AppLink } from '../../ui/app-link';
import { FavoriteHeartSlot } from '../favorites/public';
import './product-card.css';

interface ProductCardProps {
  product: MenuProduct;
  href: string;
  currency?: string;
  /** heading level of the name inside its list */
  as?: 'h2' | 'h3';
  /** what a screen adds below the card (/favorites: when it is sold) */
  children?: ReactNode;
}

/**
 * §2.1 a product in a listing: picture, name, price with 2 decimals, the 'Nuevo' flag and
 * the favourite heart (§3.3) over the picture.
 */
export function ProductCard({
  product,
  href,
  currency = '$',
  as: Heading = 'h3',
  children,
}: ProductCardProps) {
  return (
    <li className="product-card">
      <AppLink className="product-card__link" href={href}>
        <span className="product-card__media">
          {/* the name below names the link; the picture is decorative */}
          <FallbackImage
            jpg={product.images.smallJpg}
            webp={product.images.smallWebp}
            alt=""
            width={240}
            height={180}
            className="product-card__image"
          />
          {product.isNew && <span className="menu-badge product-card__badge">Nuevo</span>}
        </span>
        <span className="product-card__body">
          <Heading className="product-card__name">{product.name}</Heading>
          <span className="product-card__price">{centsFormat(product.price, currency)}</span>
        </span>
      </AppLink>
      <span className="product-card__heart">
        <FavoriteHeartSlot productId={product.id} />
      </span>
      {children}
    </li>
  );
}
