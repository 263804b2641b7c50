import { useId, useState } from 'react';
import type { MenuProduct } from '../../domain/menu';
import { centsFormat } from '../../domain/money';
import { cartStoreAdd } from '../../stores/cart';
import { FallbackImage } from '../../ui/fallback-image';
import { QuantityCounter } from '../../ui/quantity-counter';

interface SuggestedSaleSectionProps {
  /** §4.6 what may be offered (none once one is in the bag) */
  suggestions: readonly MenuProduct[];
  currency: string;
}

/**
 * §2.7 / §4.6 'Agregá un gustito' in the bag itself, not a dialog in the way: extras with
 * counters from 0 and 'Añadir', disabled until something is chosen, which puts the chosen
 * ones in the bag (the section then goes: one is taken). Nothing to decline: the customer
 * simply goes on.
 */
export function SuggestedSaleSection({ suggestions, currency }: SuggestedSaleSectionProps) {
  const id = useId();
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  if (suggestions.length === 0) return null;
  const chosen = suggestions.filter((product) => (counts.get(product.id) ?? 0) > 0);
  const setCount = (productId: number, count: number) =>
    setCounts((prev) => new Map(prev).set(productId, Math.max(0, count)));
  const add = () => {
    for (const product of chosen) {
      cartStoreAdd(product, counts.get(product.id) ?? 0, { suggestedSale: true });
    }
    setCounts(new Map());
  };

  return (
    <section className="suggested-sale" aria-labelledby={id}>
      <h2 id={id} className="suggested-sale__title">
        Agregá un gustito
      </h2>
      <ul className="suggested-sale__list">
        {suggestions.map((product) => (
          <li key={product.id} className="suggested-sale__item">
            <FallbackImage
              jpg={product.images.smallJpg}
              webp={product.images.smallWebp}
              alt=""
              width={64}
              height={64}
              className="suggested-sale__image"
            />
            <div className="suggested-sale__info">
              <span className="suggested-sale__name">{product.name}</span>
              <span className="suggested-sale__price">{centsFormat(product.price, currency)}</span>
            </div>
            <QuantityCounter
              value={counts.get(product.id) ?? 0}
              min={0}
              size="small"
              label={product.name}
              labelHidden
              onChange={(next) => setCount(product.id, next)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary suggested-sale__add"
        disabled={chosen.length === 0}
        onClick={add}
      >
        Añadir
      </button>
    </section>
  );
}
