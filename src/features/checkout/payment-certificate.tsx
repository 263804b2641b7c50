import { useSnapshot } from 'valtio';
import { useMenu } from '../../api/menu/use-menu';
import type { Cents } from '../../domain/money';
import { checkoutStore } from '../../stores/checkout';
import { CertificatePayment } from './certificate-payment';
import type { PaymentChecks } from './use-payment-checks';

interface PaymentCertificateProps {
  total: Cents;
  certificate: PaymentChecks['certificate'];
}

/**
 * §3.7 the certificate chosen: its fields (the account's e-mail until one is typed), the
 * funds for the order's total, and why 'Confirmar pedido' did not go on.
 */
export function PaymentCertificate({ total, certificate }: PaymentCertificateProps) {
  const { menu } = useMenu();
  const checkout = useSnapshot(checkoutStore);

  return (
    <>
      <CertificatePayment
        initial={{
          email: checkout.certificateEmail || checkout.form.usermail,
          code: checkout.certificateCode,
        }}
        total={total}
        currency={menu.currency.symbol}
        cashEnabled={menu.parameters.cashEnabled}
        cardEnabled={menu.parameters.dummyGateway}
        check={certificate.check}
        onCheck={certificate.onCheck}
        rest={checkout.partialPayment}
        onRest={certificate.onRest}
      />
      {certificate.error ? (
        <p className="checkout-alert" role="alert">
          {certificate.error}
        </p>
      ) : null}
    </>
  );
}
