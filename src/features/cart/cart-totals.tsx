import type { CartView } from '../../domain/cart/cart-view';
import { centsFormat } from '../../domain/money';

/** §4.5 subtotal, discount (the negative of the coupon line) and total of the cart; the total
 * is a polite live region. */
export function CartTotals({ view, currency }: { view: CartView; currency: string }) {
  return (
    <dl className="cart-totals">
      <div className="cart-totals__row">
        <dt>Subtotal</dt>
        <dd>{centsFormat(view.subtotal, currency)}</dd>
      </div>
      {view.discount > 0 ? (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>Descuento</dt>
          <dd>-{centsFormat(view.discount, currency)}</dd>
        </div>
      ) : null}
      {/* WCAG 4.1.3 a changed quantity or a removed line is heard as the new total */}
      <div
        className="cart-totals__row cart-totals__row--total"
        aria-live="polite"
        aria-atomic="true"
      >
        <dt>Total</dt>
        <dd>{centsFormat(view.total, currency)}</dd>
      </div>
    </dl>
  );
}
