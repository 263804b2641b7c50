import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ProductId } from '../../domain/product-id';
import { favoritesStart, favoritesStore, favoritesToggle } from '../../stores/favorites';
import { HeartIcon } from '../../ui/icons';

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * §3.3 / §3.9 the heart of a product: pressed when it is a favourite; a tap adds or removes
 * it (kept on the device and sent when there is a connection) with a short pop when it is
 * added, none under reduced motion. Only a logged-in customer sees it (a guest's heart is
 * favorite-heart-guest.tsx).
 */
export default function FavoriteHeart({ productId }: { productId: ProductId }) {
  const { ids, account } = useSnapshot(favoritesStore);
  const [pop, setPop] = useState(false);
  const pressed = account !== null && ids.includes(productId);
  useEffect(favoritesStart, []);

  const onClick = () => {
    favoritesToggle(productId);
    setPop(!pressed && !reducedMotion());
  };

  return (
    <button
      type="button"
      className={`favorite-heart favorite-heart--button${pop ? ' favorite-heart--pop' : ''}`}
      aria-pressed={pressed}
      aria-label={pressed ? 'Quitar de favoritos' : 'Agregar a favoritos'}
      onClick={onClick}
      onAnimationEnd={() => setPop(false)}
    >
      <HeartIcon />
    </button>
  );
}
