import { lazy, Suspense } from 'react';
import { useLoggedIn } from '../../api/use-logged-in';
import type { ProductId } from '../../domain/product-id';
import { FavoriteHeartGuest } from './favorite-heart-guest';
import './favorite-heart-slot.css';

// a customer's heart and the favourites behind it load after the first paint, in a file of
// their own, and only for a logged-in customer
const FavoriteHeart = lazy(() => import('./favorite-heart'));

/**
 * §3.3 / §3.9 a product's heart. A guest's is drawn at once and asks to log in; a customer's
 * loads on its own, and until it does a placeholder of its size holds its place so nothing
 * moves.
 */
export function FavoriteHeartSlot({ productId }: { productId: ProductId }) {
  const loggedIn = useLoggedIn();
  if (!loggedIn) return <FavoriteHeartGuest />;
  return (
    <Suspense fallback={<span className="favorite-heart" />}>
      <FavoriteHeart productId={productId} />
    </Suspense>
  );
}
