import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CertificatesPage } from '../features/certificates/certificates-page';

// §2.1 the gift cards on sale
export const Route = createFileRoute('/_shop/certificates/')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificatesPage,
});
