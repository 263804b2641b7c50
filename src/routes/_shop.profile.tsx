import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../shell/route-guards';
import { ProfileLayout } from '../features/profile/profile-layout';

/** §2.2 the profile area needs a session; visitors go to /. */
export const Route = createFileRoute('/_shop/profile')({
  beforeLoad: () => requireLogin('/'),
  component: ProfileLayout,
});
