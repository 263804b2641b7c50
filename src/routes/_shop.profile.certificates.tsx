import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.2 profile gift cards: delivered by a later issue
export const Route = createFileRoute('/_shop/profile/certificates')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: ProfileCertificatesPage,
});

function ProfileCertificatesPage() {
  return <UnderConstruction title="Gift Cards" />;
}
