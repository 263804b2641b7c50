import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/under-construction';

// §2.10 sign-up e-mail sent: delivered by a later issue
export const Route = createFileRoute('/_shop/email-sent')({
  component: EmailSentPage,
});

function EmailSentPage() {
  return <UnderConstruction title="Regresar" />;
}
