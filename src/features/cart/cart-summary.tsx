import type { CartView } from '../../domain/cart/cart-view';
import type { CartValidity } from '../../domain/cart/cart-validity';
import { centsFormat } from '../../domain/money';
import { stickyBottomInset } from '../../ui/sticky-bottom-inset';
import { CartTotals } from './cart-totals';

interface CartSummaryProps {
  view: CartView;
  validity: CartValidity;
  /** the checks that can change the verdict are on their way */
  loading: boolean;
  currency: string;
  onContinue: () => void;
}

/**
 * §2.7 / §4.5 / §5.3 the summary of /cart, kept above the bottom bars: the totals, what is
 * missing for the minimum, why the cart cannot go on, and 'Continuar'.
 */
export function CartSummary({ view, validity, loading, currency, onContinue }: CartSummaryProps) {
  return (
    <aside ref={stickyBottomInset} className="cart-page__summary" aria-label="Resumen de tu bolsa">
      <CartTotals view={view} currency={currency} />
      {validity.shortfall > 0 ? (
        <p className="cart-page__short">
          Te faltan {centsFormat(validity.shortfall, currency)} para el envío a domicilio
        </p>
      ) : null}
      {validity.messages.length > 0 ? (
        <ul className="cart-page__messages" role="status">
          {validity.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button cart-page__continue"
        disabled={validity.buttonDisabled || loading}
        onClick={onContinue}
      >
        Continuar
      </button>
    </aside>
  );
}
