import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/cart';
import { cartDock, cartStore, cartStoreHydrate } from '../../stores/cart';
import { CouponRevalidation } from '../coupons/public';
import { useDeliveryValidation } from '../delivery/public';
import { useMenu } from '../../api/menu/use-menu';
import { BagButtonContent } from './bag-button-content';
import { BagDialogs } from './bag-dialogs';
import { useBagTap } from './use-bag-tap';
import { useCartChecks } from './use-cart-checks';
import { useCartRevalidation } from './use-cart-revalidation';
import './cart-button.css';
import './cart.css';

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
 * dialog first (`useBagTap`, `BagDialogs`).
 */
function BagButton() {
  const { menu } = useMenu();
  const snap = useSnapshot(cartStore);
  const cart = snap.cart as Cart;
  const checks = useCartChecks(cart);
  const tap = useBagTap(checks);
  useCartRevalidation();
  useDeliveryValidation();

  useEffect(() => {
    void cartStoreHydrate();
  }, []);

  const { view, validity, blocked } = checks;
  if (!snap.hydrated || view.count === 0) return null;
  const currency = menu.currency.symbol;
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
        onClick={tap.onClick}
        aria-describedby={invalid ? 'cart-button-problem' : undefined}
      >
        <BagButtonContent
          count={view.count}
          total={view.total}
          shortfall={short ? validity.shortfall : null}
          invalid={invalid}
          currency={currency}
        />
      </button>
      <BagDialogs tap={tap} checks={checks} />
    </>
  );
}
