import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §4.9 password e-mail sent: delivered by a later issue
export const Route = createFileRoute('/_shop/email-pass-sent')({
  component: EmailPassSentPage,
});

function EmailPassSentPage() {
  return <UnderConstruction title="Revisa tu correo" />;
}
