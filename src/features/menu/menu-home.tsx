import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { menuQueryOptions } from '../../api/menu/get-data';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';
import { serverWeekday } from '../../domain/server-time';
import { useDeviceKind } from '../../ui/use-device-kind';
import { CategoryCard } from './category-card';
import { mainCategoryEntries } from './main-category-list';

/** §2.1 home: the menu's main categories with their pictures and product counts. */
export function MenuHome() {
  const { data: menu } = useSuspenseQuery(menuQueryOptions());
  const { data: time } = useSuspenseQuery(serverTimeQueryOptions());
  const device = useDeviceKind();
  // weekday of the last server time fetched; the query refreshes it every 5 minutes
  const weekday = serverWeekday(time.epochMs);
  const entries = useMemo(
    () => mainCategoryEntries(menu, device, weekday),
    [menu, device, weekday],
  );

  return (
    <section className="menu-home" aria-labelledby="menu-home-title">
      <h1 id="menu-home-title">Nuestro menú</h1>
      {entries.length === 0 ? (
        <p>No hay productos disponibles por el momento.</p>
      ) : (
        <ul className="category-grid">
          {entries.map((entry) => (
            <CategoryCard key={entry.category.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}
