import type { Ref } from 'react';
import type { Catalogs, Shop } from '../../domain/catalogs';
import type { ShopsListItem } from '../../domain/shops/shops-list';
import { ShopCard } from './shop-card';

interface ShopListProps {
  items: readonly ShopsListItem[];
  catalogs: Catalogs;
  /** server time (epoch ms) for today's hours; null hides them until it is known */
  now: number | null;
  headingLevel: 2 | 3;
  chooseLabel: string;
  /** the shop already chosen */
  selectedId: number | null;
  /** the shop picked on the map */
  highlightedId: number | null;
  listRef: Ref<HTMLUListElement>;
  onChoose: (shop: Shop) => void;
}

/** §2.11 the listed shops, a card each. */
export function ShopList({
  items,
  catalogs,
  now,
  headingLevel,
  chooseLabel,
  selectedId,
  highlightedId,
  listRef,
  onChoose,
}: ShopListProps) {
  return (
    <ul className="shop-grid" ref={listRef}>
      {items.map((item) => (
        <li key={item.shop.id}>
          <ShopCard
            item={item}
            cities={catalogs.cities}
            departments={catalogs.departments}
            now={now}
            headingLevel={headingLevel}
            chooseLabel={chooseLabel}
            selected={item.shop.id === selectedId}
            highlighted={item.shop.id === highlightedId}
            onChoose={() => onChoose(item.shop)}
          />
        </li>
      ))}
    </ul>
  );
}
