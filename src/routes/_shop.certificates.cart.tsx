import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 gift certificate cart: delivered by a later issue
export const Route = createFileRoute('/_shop/certificates/cart')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificatesCartPage,
});

function CertificatesCartPage() {
  return <UnderConstruction title="Bolsa de Gift Cards" />;
}
