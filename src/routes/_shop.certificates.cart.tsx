import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CertificateCartPage } from '../features/certificates/certificate-cart-page';

// §2.1 / §3.7 the certificate cart: buyer, recipient, recipient e-mail and dedication per line
export const Route = createFileRoute('/_shop/certificates/cart')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificateCartPage,
});
