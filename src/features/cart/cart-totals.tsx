import type { CartView } from '../../domain/cart/cart-view';
import { centsFormat } from '../../domain/money';

/** §4.5 subtotal, discount (the negative of the coupon line) and total of the cart. */
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
      <div className="cart-totals__row cart-totals__row--total">
        <dt>Total</dt>
        <dd>{centsFormat(view.total, currency)}</dd>
      </div>
    </dl>
  );
}
