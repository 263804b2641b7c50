import { useState } from 'react';
import type { MenuProduct } from '../../domain/menu';
import { centsFormat } from '../../domain/money';
import { FallbackImage } from '../../ui/fallback-image';
import { ModalDialog } from '../../ui/modal-dialog';
import { QuantityCounter } from '../../ui/quantity-counter';

interface SuggestedSaleDialogProps {
  open: boolean;
  suggestions: readonly MenuProduct[];
  currency: string;
  /** §4.6 'Añadir': the chosen products and how many of each */
  onAdd: (chosen: ReadonlyMap<MenuProduct, number>) => void;
  /** §4.6 'No, gracias' and the close icon: on to the cart */
  onDecline: () => void;
  /** Escape: the dialog closes and the customer stays where they were */
  onDismiss: () => void;
}

/**
 * §2.7 / §4.6 'Agregá un gustito': extras with counters from 0. 'Añadir' is disabled until
 * something is chosen; 0 removes a suggestion from the choice.
 */
export function SuggestedSaleDialog(props: SuggestedSaleDialogProps) {
  const { open, suggestions, currency, onAdd, onDecline, onDismiss } = props;
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const chosen = new Map<MenuProduct, number>();
  for (const product of suggestions) {
    const count = counts.get(product.id) ?? 0;
    if (count > 0) chosen.set(product, count);
  }
  const setCount = (id: number, count: number) =>
    setCounts((prev) => new Map(prev).set(id, Math.max(0, count)));

  return (
    <ModalDialog
      open={open}
      onClose={onDecline}
      onEscape={onDismiss}
      title="Agregá un gustito"
      className="suggested-sale"
    >
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
      <div className="cart-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onDecline}>
          No, gracias
        </button>
        <button
          type="button"
          className="button"
          disabled={chosen.size === 0}
          onClick={() => onAdd(chosen)}
        >
          Añadir
        </button>
      </div>
    </ModalDialog>
  );
}
