import { createFileRoute } from '@tanstack/react-router';
import { SignupFormPage } from '../features/account/signup-form-page';

// §2.1 sign-up: the form itself (e-mail is the only way to sign up, so no step to choose it);
// /signup-account shows the same form for links that name it
export const Route = createFileRoute('/_shop/signup')({
  component: SignupFormPage,
});
