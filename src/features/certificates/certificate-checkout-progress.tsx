import {
  certificateCartTotal,
  type CertificateCartLine,
} from '../../domain/certificates/certificate-cart';
import { centsFormat } from '../../domain/money';
import type { CertificateCheckoutStep } from '../../stores/certificate-checkout';

interface CertificateCheckoutProgressProps {
  step: CertificateCheckoutStep;
  lines: readonly CertificateCartLine[];
  currency: string;
}

/** §2.8 where the certificate checkout is ('Tus datos', 'Pago') and what it pays for. */
export function CertificateCheckoutProgress({
  step,
  lines,
  currency,
}: CertificateCheckoutProgressProps) {
  return (
    <>
      <ol className="certificate-checkout__steps">
        <li aria-current={step === 0 ? 'step' : undefined}>Tus datos</li>
        <li aria-current={step === 1 ? 'step' : undefined}>Pago</li>
      </ol>
      <p className="certificate-cart__total">
        {lines.length} {lines.length === 1 ? 'gift card' : 'gift cards'} · Total:{' '}
        <strong>{centsFormat(certificateCartTotal(lines), currency)}</strong>
      </p>
    </>
  );
}
