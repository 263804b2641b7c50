import { centsFormat, type Cents } from '../../domain/money';

interface BagButtonContentProps {
  count: number;
  total: Cents;
  /** §5.3 what is missing for the minimum total, when that is what disables the button */
  shortfall: Cents | null;
  /** the cart cannot go on for a reason a dialog explains */
  invalid: boolean;
  currency: string;
}

/**
 * §2.7 what the bag button shows: the item count, 'Ver mi bolsa' (with 'Te faltan …' below
 * the minimum), an error icon when the cart has a problem, and the total.
 */
export function BagButtonContent(props: BagButtonContentProps) {
  const { count, total, shortfall, invalid, currency } = props;
  return (
    <>
      {/* keyed by the count: a new count bumps (cart-button.css) */}
      <span key={count} className="cart-button__count" aria-label={`${count} productos`}>
        {count}
      </span>
      <span className="cart-button__label">
        Ver mi bolsa
        {/* §5.3 below the minimum the button says what is missing instead of looking broken */}
        {shortfall !== null ? (
          <span className="cart-button__short">Te faltan {centsFormat(shortfall, currency)}</span>
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
        <strong>{centsFormat(total, currency)}</strong>
      </span>
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
