import { useId } from 'react';
import { centsFormat } from '../../domain/money';
import { AddButtonLabel } from './add-button-label';
import { CartDock } from './cart-dock';
import { PromotionContentsList } from './promotion-contents-list';
import { type PromotionAddOptions, usePromotionAdd } from './use-promotion-add';
import './promotion-add.css';

/**
 * §2.1 / §5.4 the promotion detail's add flow: what the promotion includes (each promo
 * product's picture, name and default configuration in words), its price in the current bag
 * (the PROMO product's price until the bag holds what it applies to) and 'Agregar a mi bolsa'.
 * The promo products go in with their default configuration. A refusal is told next to the
 * button and in a warning toast; success says 'Producto agregado a tu bolsa'.
 */
export function PromotionAdd(props: PromotionAddOptions) {
  const id = useId();
  const { contents, problem, price, why, added, add } = usePromotionAdd(props);
  return (
    <section className="promotion-add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promotion-add__title">
        La promoción incluye
      </h2>
      {contents !== null && <PromotionContentsList contents={contents} />}
      <p className="promotion-add__price">
        <span id={`${id}-price`} className="promotion-add__price-label">
          Precio de la promoción
        </span>
        <output
          className="promotion-add__price-value"
          aria-labelledby={`${id}-price`}
          aria-live="polite"
        >
          {centsFormat(price, props.currency)}
        </output>
      </p>
      <CartDock className="promotion-add__bag" />
      <button
        type="button"
        className={`button promotion-add__button${added ? ' promotion-add__button--added' : ''}`}
        disabled={problem !== null}
        aria-describedby={why === null ? undefined : `${id}-reason`}
        onClick={() => void add()}
      >
        <AddButtonLabel added={added} />
      </button>
      <p id={`${id}-reason`} className="promotion-add__reason" role="status">
        {why}
      </p>
    </section>
  );
}
