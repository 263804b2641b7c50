import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/forgot-password-page';

// §2.1 password recovery: the e-mail to send the link to
export const Route = createFileRoute('/_shop/forgot-password')({
  component: ForgotPasswordPage,
});
