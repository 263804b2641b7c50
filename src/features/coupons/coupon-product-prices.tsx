import { centsFormat, type Cents } from '../../domain/money';

interface CouponProductPricesProps {
  /** the product's price on the menu */
  normal: Cents;
  /** its price with the coupon */
  price: Cents;
  currency: string;
}

/** §2.9 the product's normal price struck through, then its price with the coupon. */
export function CouponProductPrices({ normal, price, currency }: CouponProductPricesProps) {
  return (
    <p className="coupon-product__prices">
      <s
        className="coupon-product__normal"
        aria-label={`Precio normal ${centsFormat(normal, currency)}`}
      >
        {centsFormat(normal, currency)}
      </s>{' '}
      <strong
        className="coupon-product__price"
        aria-label={`Precio con cupón ${centsFormat(price, currency)}`}
      >
        {centsFormat(price, currency)}
      </strong>
    </p>
  );
}
