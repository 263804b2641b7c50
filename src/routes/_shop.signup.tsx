import { createFileRoute } from '@tanstack/react-router';
import { SignupChoicePage } from '../features/account/signup-choice-page';

// §2.1 sign-up: the choice (by e-mail) or log in instead
export const Route = createFileRoute('/_shop/signup')({
  component: SignupChoicePage,
});
