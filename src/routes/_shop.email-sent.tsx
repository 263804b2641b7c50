import { createFileRoute } from '@tanstack/react-router';
import { EmailSentPage } from '../features/account/email-sent-page';

// §2.10 / §4.9 'Confirma tu correo' and 'No recibí el correo'
export const Route = createFileRoute('/_shop/email-sent')({
  component: EmailSentPage,
});
