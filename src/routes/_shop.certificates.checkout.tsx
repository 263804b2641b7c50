import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 gift certificate checkout: delivered by a later issue
export const Route = createFileRoute('/_shop/certificates/checkout')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificatesCheckoutPage,
});

function CertificatesCheckoutPage() {
  return <UnderConstruction title="Pago de Gift Cards" />;
}
