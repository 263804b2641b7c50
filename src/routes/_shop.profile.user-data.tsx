import { createFileRoute } from '@tanstack/react-router';
import { PersonalPage } from '../features/profile/personal-page';

// §2.2 tab Personal: the customer's data
export const Route = createFileRoute('/_shop/profile/user-data')({
  component: PersonalPage,
});
