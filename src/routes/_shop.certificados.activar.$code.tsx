import { createFileRoute } from '@tanstack/react-router';
import { requireCertificates } from '../app/route-guards';
import { UnderConstruction } from '../ui/under-construction';

// §2.1 gift certificate activation: delivered by a later issue
export const Route = createFileRoute('/_shop/certificados/activar/$code')({
  beforeLoad: ({ context }) => requireCertificates(context.queryClient),
  component: CertificadosActivarCodePage,
});

function CertificadosActivarCodePage() {
  return <UnderConstruction title="Activar Gift Card" />;
}
