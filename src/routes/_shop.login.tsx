import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/account/login-page';

// §2.10 login: e-mail and password, the captcha once demanded, the expired-link dialog
export const Route = createFileRoute('/_shop/login')({
  component: LoginPage,
});
