import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CertificateCheckoutPage } from '../features/certificates/certificate-checkout-page';

// §2.1 / §2.8 the certificate checkout: contact data, then the card
export const Route = createFileRoute('/_shop/certificates/checkout')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificateCheckoutPage,
});
