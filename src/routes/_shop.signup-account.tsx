import { createFileRoute } from '@tanstack/react-router';
import { SignupFormPage } from '../features/account/signup-form-page';

// §2.1 / §3.1 the sign-up form
export const Route = createFileRoute('/_shop/signup-account')({
  component: SignupFormPage,
});
