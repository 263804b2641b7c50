import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 gift certificates: delivered by a later issue
export const Route = createFileRoute('/_shop/certificates/')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificatesIndexPage,
});

function CertificatesIndexPage() {
  return <UnderConstruction title="Gift Cards" />;
}
