import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CertificateDetailPage } from '../features/certificates/certificate-detail-page';

// §2.1 one gift card and 'Agregar'
export const Route = createFileRoute('/_shop/certificate/$id')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificateIdPage,
});

function CertificateIdPage() {
  const { id } = Route.useParams();
  return <CertificateDetailPage id={/^[1-9]\d{0,8}$/.test(id) ? Number(id) : null} />;
}
