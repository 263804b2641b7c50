import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { promoCodeQueryOptions } from '../../api/coupons/check-promocion-checkout';
import { sessionStore } from '../../api/session';
import { sessionAccountOf } from '../../api/session-account';
import { emailCheck } from '../../domain/checkout/checkout-fields';
import { couponCodeNormalize, type Coupon } from '../../domain/coupons/coupon';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { couponStoreCodeAdd } from '../../stores/coupons';

interface PromoCodeFormProps {
  /** §4.8 the coupon the code revealed: it is selected as a card would be */
  onCoupon: (coupon: Coupon) => void;
}

/**
 * §2.9 / §7 'Código promocional': the code (and a visitor's e-mail, which the server keys the
 * code's single use by) checked with data/checkPromocionCheckout; the coupon it reveals is
 * kept on the device and opened. A refusal is the server's toast (§8.2).
 */
export function PromoCodeForm({ onCoupon }: PromoCodeFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const { accessToken, refreshToken } = useSnapshot(sessionStore);
  const loggedIn = accessToken !== null && refreshToken !== null;
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = couponCodeNormalize(code);
    const problem =
      normalized === '' ? COUPON_MESSAGES.invalidCode : loggedIn ? null : emailCheck(email);
    setError(problem);
    if (problem !== null || busy) return;
    setBusy(true);
    try {
      const check = { code: normalized, email, loggedIn };
      const account = loggedIn ? sessionAccountOf(accessToken) : null;
      const coupon = await queryClient.fetchQuery(promoCodeQueryOptions(check, account));
      couponStoreCodeAdd({ coupon, code: normalized, email: loggedIn ? '' : email.trim() });
      setCode('');
      onCoupon(coupon);
    } catch {
      // the refusal was toasted (§8.1 '01'); a failed connection too
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="promo-code" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${id}-code`} className="promo-code__label">
        Código promocional
      </label>
      <div className="promo-code__row">
        <input
          id={`${id}-code`}
          className="promo-code__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={40}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${id}-error`}
        />
        {loggedIn ? null : (
          <input
            id={`${id}-email`}
            className="promo-code__input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            placeholder="Correo electrónico"
            aria-label="Correo electrónico"
            maxLength={100}
          />
        )}
        <button type="submit" className="button promo-code__button" disabled={busy}>
          Validar
        </button>
      </div>
      <p id={`${id}-error`} className="promo-code__error" role="alert">
        {error}
      </p>
    </form>
  );
}
