import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import type { MenuProduct } from '../../domain/menu';
import { centsFormat } from '../../domain/money';
import { cartDock, cartStore, cartStoreAdd, cartStoreHydrate } from '../../stores/cart';
import { suggestedSaleMarkOffered } from '../../stores/cart-suggested-sale';
import { CouponRevalidation } from '../coupons/public';
import { useDeliveryValidation } from '../delivery/public';
import { useMenu } from '../../api/menu/use-menu';
import { BlockedProductsDialog } from './blocked-products-dialog';
import { CartValidityDialog } from './cart-validity-dialog';
import { SuggestedSaleDialog } from './suggested-sale-dialog';
import { useCartChecks } from './use-cart-checks';
import { useCartRevalidation } from './use-cart-revalidation';
import './cart-button.css';
import './cart.css';

type Open = 'none' | 'validity' | 'suggested' | 'blocked';

/**
 * §2.7 'Ver mi bolsa', floating at the bottom of the screen, or `docked` in a page's own
 * bottom bar; while a docked one is on screen the floating one stands aside.
 */
export default function CartButton({ docked = false }: { docked?: boolean }) {
  const { bars } = useSnapshot(cartDock);
  if (!docked && bars > 0) return null;
  return <BagButton />;
}

/**
 * §2.7 the bag button: total and item count; an invalid cart shows an error icon and
 * explains itself ('No se puede realizar la compra'), except below the minimum total, which
 * disables it (§4.7) and says what is missing ('Te faltan $0.02'). Tapping it offers the
 * suggested sale once per visit (§4.6) and goes on to /cart; blocked products open their own
 * dialog first.
 */
function BagButton() {
  const { menu } = useMenu();
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const checks = useCartChecks(cart);
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>('none');
  const [offer, setOffer] = useState<readonly MenuProduct[]>([]);
  useCartRevalidation();
  useDeliveryValidation();

  useEffect(() => {
    void cartStoreHydrate();
  }, []);

  const { view, validity, blocked, suggestions } = checks;
  if (!snap.hydrated || view.count === 0) return null;
  const currency = menu.currency.symbol;
  const goToCart = () => {
    setOpen('none');
    void navigate({ to: '/cart' });
  };
  const onClick = () => {
    if (blocked.length > 0) setOpen('blocked');
    else if (validity.dialogOpens) setOpen('validity');
    else if (suggestions.length > 0) {
      // §4.6 once per visit: the suggestions stay in the dialog while it is open
      setOffer(suggestions);
      suggestedSaleMarkOffered();
      setOpen('suggested');
    } else goToCart();
  };
  const onAddSuggested = (chosen: ReadonlyMap<MenuProduct, number>) => {
    for (const [product, count] of chosen) cartStoreAdd(product, count, { suggestedSale: true });
    goToCart();
  };
  const invalid = !validity.valid && (validity.dialogOpens || blocked.length > 0);
  const short = validity.buttonDisabled && validity.shortfall > 0;

  return (
    <>
      <CouponRevalidation />
      {validity.buttonDisabled ? (
        <p className="cart-button__hint" role="status">
          {validity.messages[0]}
        </p>
      ) : null}
      <button
        type="button"
        className={`cart-button${short ? ' cart-button--short' : ''}`}
        disabled={validity.buttonDisabled || checks.loading}
        aria-busy={checks.loading}
        onClick={onClick}
        aria-describedby={invalid ? 'cart-button-problem' : undefined}
      >
        {/* keyed by the count: a new count bumps (cart-button.css) */}
        <span
          key={view.count}
          className="cart-button__count"
          aria-label={`${view.count} productos`}
        >
          {view.count}
        </span>
        <span className="cart-button__label">
          Ver mi bolsa
          {/* §5.3 below the minimum the button says what is missing instead of looking broken */}
          {short ? (
            <span className="cart-button__short">
              Te faltan {centsFormat(validity.shortfall, currency)}
            </span>
          ) : null}
        </span>
        {invalid ? (
          <span id="cart-button-problem" className="cart-button__error">
            <ErrorIcon />
            <span className="visually-hidden">Tu bolsa tiene un problema</span>
          </span>
        ) : null}
        <span className="cart-button__total">
          <small>Total</small>
          <strong>{centsFormat(view.total, currency)}</strong>
        </span>
      </button>
      <CartValidityDialog
        open={open === 'validity'}
        onClose={() => setOpen('none')}
        messages={validity.messages}
        onViewCart={goToCart}
      />
      <SuggestedSaleDialog
        open={open === 'suggested'}
        suggestions={offer}
        currency={currency}
        onAdd={onAddSuggested}
        onDecline={goToCart}
        onDismiss={() => setOpen('none')}
      />
      <BlockedProductsDialog
        open={open === 'blocked'}
        entries={blocked.map(({ item, option }) => ({
          key: `${item.addedOrder}-${option?.optionId ?? 'row'}-${option?.choiceId ?? ''}`,
          productName: item.name,
          optionName: option?.name ?? null,
          images: item.images,
        }))}
        onClose={() => setOpen('none')}
        onGoToCart={() => {
          checks.refetchBlocks();
          goToCart();
        }}
      />
    </>
  );
}

function ErrorIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6m0 3.5v.5" stroke="#c8102e" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
