import { lazy, Suspense } from 'react';
import type { ProductId } from '../../domain/product-id';
import './favorite-heart-slot.css';

// the heart and the favourites behind it load after the first paint, in a file of their own
const FavoriteHeart = lazy(() => import('./favorite-heart'));

/**
 * §3.3 / §3.9 a product's heart, loaded on its own: until it is, a placeholder of its size
 * holds its place so nothing moves.
 */
export function FavoriteHeartSlot({ productId }: { productId: ProductId }) {
  return (
    <Suspense fallback={<span className="favorite-heart" />}>
      <FavoriteHeart productId={productId} />
    </Suspense>
  );
}
