import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CertificateActivatePage } from '../features/certificates/certificate-activate-page';

// §2.1 the recipient's activation link: activates on the account, or asks to log in first
export const Route = createFileRoute('/_shop/certificados/activar/$code')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificadosActivarCodePage,
});

function CertificadosActivarCodePage() {
  const { code } = Route.useParams();
  return <CertificateActivatePage code={code} />;
}
