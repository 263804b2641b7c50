import { createFileRoute } from '@tanstack/react-router';
import { PasswordPage } from '../features/profile/password-page';

// §2.2 tab Contraseña: the password change
export const Route = createFileRoute('/_shop/profile/change-password')({
  component: PasswordPage,
});
