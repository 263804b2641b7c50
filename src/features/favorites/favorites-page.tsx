import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { itemHoursQueryOptions } from '../../api/cart/item-hours';
import { useMenu } from '../../api/menu/use-menu';
import { useServerNowSuspense } from '../../api/menu/use-server-now';
import { favoritesListing } from '../../domain/favorites/favorites-listing';
import { favoritesStart, favoritesStore, favoritesSync } from '../../stores/favorites';
import { AppLink } from '../../ui/app-link';
import { usePageTitle } from '../../ui/use-page-title';
import { ListingSkeleton, ProductCard } from '../menu/public';
import { FavoriteHoursNote } from './favorite-hours-note';
import { FavoriteUnavailableCard } from './favorite-unavailable-card';
import './favorites-page.css';

/**
 * §2.1 / §3.3 /favorites: the customer's favourites as the menu's cards, newest first; one
 * outside its hours says when it is sold (data/checkHr, as the cart), one hidden or gone
 * from the menu shows as unavailable, to be removed. Read from the device (so it works
 * offline with the cached menu) and refreshed from the server on each visit.
 */
export function FavoritesPage() {
  const { menu, ctx } = useMenu();
  const now = useServerNowSuspense();
  const { ids, known } = useSnapshot(favoritesStore);
  useEffect(() => {
    favoritesStart();
    void favoritesSync();
  }, []);
  const hours = useQuery({
    ...itemHoursQueryOptions({ menuIds: ids, futureOrderAt: null }),
    enabled: ids.length > 0,
  });
  const schedules = hours.data ?? menu.schedules;
  const entries = useMemo(
    () => favoritesListing(ids, menu.products, ctx, schedules, now),
    [ids, menu.products, ctx, schedules, now],
  );
  // the first visit on this device waits for the server's list; offline there is none to wait for
  const waiting = !known && navigator.onLine !== false && ids.length === 0;
  usePageTitle(waiting ? undefined : 'Mis Favoritos');
  if (waiting) return <ListingSkeleton />;

  return (
    <section className="favorites-page" aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="favorites-page__title">
        Mis Favoritos
      </h1>
      {entries.length === 0 ? (
        <div className="favorites-page__empty">
          <p>Aún no tienes favoritos.</p>
          <p>Toca el corazón de un producto para guardarlo aquí.</p>
          <AppLink href="/" className="button">
            Ver el menú
          </AppLink>
        </div>
      ) : (
        <ul className="product-grid">
          {entries.map((entry) =>
            entry.kind === 'listed' ? (
              <ProductCard
                key={entry.product.id}
                product={entry.product}
                href={entry.href}
                currency={menu.currency.symbol}
                as="h2"
              >
                {entry.soldNow ? null : <FavoriteHoursNote windows={entry.windows} />}
              </ProductCard>
            ) : (
              <FavoriteUnavailableCard
                key={entry.productId}
                productId={entry.productId}
                product={entry.product}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
