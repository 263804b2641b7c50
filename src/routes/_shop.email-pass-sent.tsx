import { createFileRoute } from '@tanstack/react-router';
import { EmailPassSentPage } from '../features/account/email-pass-sent-page';

// §2.1 the recovery link is on its way
export const Route = createFileRoute('/_shop/email-pass-sent')({
  component: EmailPassSentPage,
});
