import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../shell/route-guards';
import { CustomerCertificatesPage } from '../features/certificates/customer-certificates-page';

// §2.2 tab Gift Cards: the account's certificates (the profile's layout asks for the login)
export const Route = createFileRoute('/_shop/profile/certificates')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CustomerCertificatesPage,
});
