import { useId } from 'react';
import type { City, Department } from '../../domain/catalogs';
import { shopOpenText } from '../../domain/shops/shop-hours';
import { shopDistanceText, shopPlaceLine, shopTitle } from '../../domain/shops/shop-labels';
import type { ShopsListItem } from '../../domain/shops/shops-list';

interface ShopCardProps {
  item: ShopsListItem;
  cities: readonly City[];
  departments: readonly Department[];
  /** server time (epoch ms) for today's hours; null hides them until it is known */
  now: number | null;
  headingLevel: 2 | 3;
  chooseLabel: string;
  /** the shop already chosen */
  selected: boolean;
  /** the shop picked on the map */
  highlighted: boolean;
  onChoose: () => void;
}

/**
 * §2.11 a shop card: its name (or description), complete address, 'city | region', today's
 * 'Abierto de … a …' when it has hours, the distance when known, and the choose button.
 */
export function ShopCard({
  item,
  cities,
  departments,
  now,
  headingLevel,
  chooseLabel,
  selected,
  highlighted,
  onChoose,
}: ShopCardProps) {
  const id = useId();
  const { shop, distanceKm } = item;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const openText = now === null ? null : shopOpenText(shop, now);
  const classes = [
    'shop-card',
    selected ? 'shop-card--selected' : '',
    highlighted ? 'shop-card--highlighted' : '',
  ].filter(Boolean);
  return (
    <article
      className={classes.join(' ')}
      aria-labelledby={`${id}-title`}
      data-shop-id={shop.id}
      tabIndex={-1}
    >
      <Heading id={`${id}-title`} className="shop-card__title">
        {shopTitle(shop)}
      </Heading>
      {selected ? <p className="shop-card__badge">Tienda elegida</p> : null}
      {shop.completeAddress ? <p className="shop-card__address">{shop.completeAddress}</p> : null}
      <p className="shop-card__place">{shopPlaceLine(shop, cities, departments)}</p>
      {openText ? <p className="shop-card__hours">{openText}</p> : null}
      {distanceKm === null ? null : (
        <p className="shop-card__distance">{shopDistanceText(distanceKm)}</p>
      )}
      <button
        type="button"
        className="button shop-card__choose"
        aria-describedby={`${id}-title`}
        onClick={onChoose}
      >
        {chooseLabel}
      </button>
    </article>
  );
}
