import { useEffect, useId, useMemo, useState } from 'react';
import { snapshot, useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartAddPromotion, cartPromotionAddPrice } from '../../domain/cart/cart-add-promotion';
import type { Channel, MenuProduct } from '../../domain/menu';
import type { MenuData, Promotion } from '../../domain/menu-data';
import { centsFormat } from '../../domain/money';
import { cartStore, cartStoreHydrate, cartStoreReplace } from '../../stores/cart';
import { toastPush } from '../../stores/ui';
import { AddButtonLabel } from './add-button-label';
import { CartDock } from './cart-dock';
import { useAddedMoment } from './use-added-moment';
import { FallbackImage } from '../../ui/fallback-image';
import { PRODUCT_ADDED_MESSAGE } from './product-configurator';
import { promotionContents } from './promotion-contents';
import { promotionRefusalMessage } from './promotion-refusal-message';
import './promotion-add.css';

/** §2.1 said when a promo product is gone from the menu or hidden. */
export const PROMOTION_UNAVAILABLE_MESSAGE = 'Esta promoción no está disponible por el momento';

interface PromotionAddProps {
  /** the PROMO menu product the page shows */
  product: MenuProduct;
  /** the menu's promotion of the same id */
  promotion: Promotion;
  menu: MenuData;
  currency: string;
  /** §4.5 the delivery channel the promo products' default choices must serve */
  channel?: Channel;
}

/**
 * §2.1 / §5.4 the promotion detail's add flow: what the promotion includes (each promo
 * product's picture, name and default configuration in words), its price in the current bag
 * (the PROMO product's price until the bag holds what it applies to) and 'Agregar a mi bolsa'.
 * The promo products go in with their default configuration. A refusal is told next to the
 * button and in a warning toast; success says 'Producto agregado a tu bolsa'.
 */
export function PromotionAdd({
  product,
  promotion,
  menu,
  currency,
  channel = 'TODOS',
}: PromotionAddProps) {
  const id = useId();
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const [message, setMessage] = useState<string | null>(null);
  const [added, markAdded] = useAddedMoment();
  const productsById = useMemo(() => new Map(menu.products.map((p) => [p.id, p])), [menu.products]);
  const contents = useMemo(
    () => promotionContents(menu, promotion, channel),
    [menu, promotion, channel],
  );

  useEffect(() => {
    // the stored cart must be read before adding to it is saved; a failure retries later
    cartStoreHydrate().catch(() => undefined);
  }, []);

  const unready = contents?.find((c) => c.problem !== null);
  const problem =
    contents === null
      ? PROMOTION_UNAVAILABLE_MESSAGE
      : unready
        ? `${unready.product.name}: ${unready.problem}`
        : null;
  const price = cartPromotionAddPrice(cart, promotion, productsById) ?? product.price;

  const add = async () => {
    if (contents === null || problem !== null) return;
    // the promotion is priced against the stored cart, never the empty one before it is read
    await cartStoreHydrate().catch(() => undefined);
    const current = snapshot(cartStore).cart as Cart;
    const result = cartAddPromotion(current, {
      promotion,
      promoProduct: product,
      contents,
      productsById,
    });
    if ('refused' in result) {
      const text = promotionRefusalMessage(result.refused, promotion, productsById, currency);
      setMessage(text);
      toastPush('warning', text);
      return;
    }
    cartStoreReplace(result.cart);
    setMessage(null);
    toastPush('success', PRODUCT_ADDED_MESSAGE);
    markAdded();
  };

  const why = problem ?? message;
  return (
    <section className="promotion-add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="promotion-add__title">
        La promoción incluye
      </h2>
      {contents !== null && (
        <ul className="promotion-add__contents">
          {contents.map(({ product: content, details }, index) => (
            <li key={`${content.id}-${index}`} className="promotion-add__content">
              <FallbackImage
                jpg={content.images.smallJpg}
                webp={content.images.smallWebp}
                alt={content.name}
                width={72}
                height={54}
                className="promotion-add__image"
              />
              <div>
                <p className="promotion-add__name">{content.name}</p>
                {details.length > 0 && (
                  <p className="promotion-add__details">{details.join(', ')}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="promotion-add__price">
        <span id={`${id}-price`} className="promotion-add__price-label">
          Precio de la promoción
        </span>
        <output
          className="promotion-add__price-value"
          aria-labelledby={`${id}-price`}
          aria-live="polite"
        >
          {centsFormat(price, currency)}
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
