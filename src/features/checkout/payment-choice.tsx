import { useSnapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import { useOnline } from '../../api/use-online';
import type { PaymentMethod } from '../../domain/checkout/checkout-state';
import type { Cents } from '../../domain/money';
import { ORDERING_COUNTRY_MESSAGE, orderingAllowed } from '../../domain/ordering-country';
import { checkoutBack, checkoutPaymentMethodSet, checkoutStore } from '../../stores/checkout';
import { CashAmountField } from './cash-amount-field';
import { PaymentCertificate } from './payment-certificate';
import { PaymentMethods } from './payment-methods';
import type { PaymentChecks } from './use-payment-checks';

interface PaymentChoiceProps {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  total: Cents;
  checks: PaymentChecks;
  /** the save under way, and why the last one did not go through */
  saving: boolean;
  error: string | null;
}

/** 'Confirmar pedido' (busy while saving) and 'Volver a mis datos'. */
function PaymentActions(props: { saving: boolean; disabled: boolean; onConfirm: () => void }) {
  return (
    <div className="checkout-actions">
      <button
        type="button"
        className="button checkout-actions__main"
        disabled={props.disabled}
        aria-busy={props.saving || undefined}
        onClick={props.onConfirm}
      >
        Confirmar pedido
      </button>
      <button type="button" className="button button--secondary" onClick={checkoutBack}>
        Volver a mis datos
      </button>
    </div>
  );
}

/**
 * §4.3 the payment method (cash with an optional 'Pagaré con' amount, or a certificate),
 * why a save did not go through, and 'Confirmar pedido'.
 */
export function PaymentChoice({
  methods,
  method,
  total,
  checks,
  saving,
  error,
}: PaymentChoiceProps) {
  const { menu } = useMenu();
  const checkout = useSnapshot(checkoutStore);
  const online = useOnline();
  // §1 outside the chain's country nothing is placed (the save refuses it too)
  const countryClosed = !orderingAllowed(menu.countryCode, menu.parameters.fakeCash);
  const { cash, certificate } = checks;

  return (
    <section className="payment-step__choice" aria-label="Pago">
      <PaymentMethods
        methods={methods}
        value={method}
        onChange={checkoutPaymentMethodSet}
        online={online}
      />
      {method === 'cash' ? (
        <CashAmountField
          value={checkout.cashAmount}
          onChange={cash.onChange}
          error={cash.error}
          currency={menu.currency.symbol}
          inputRef={cash.ref}
        />
      ) : null}
      {method === 'certificate' ? (
        <PaymentCertificate total={total} certificate={certificate} />
      ) : null}
      {error || countryClosed ? (
        <p className="checkout-alert" role="alert">
          {error ?? ORDERING_COUNTRY_MESSAGE}
        </p>
      ) : null}
      <PaymentActions
        saving={saving}
        disabled={saving || countryClosed}
        onConfirm={checks.confirm}
      />
    </section>
  );
}
