import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 gift certificate detail: delivered by a later issue
export const Route = createFileRoute('/_shop/certificate/$id')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificateIdPage,
});

function CertificateIdPage() {
  return <UnderConstruction title="Gift Card" />;
}
