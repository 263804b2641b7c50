import { createFileRoute, redirect } from '@tanstack/react-router';

/** §2.2 /profile redirects to /profile/locations. */
export const Route = createFileRoute('/_shop/profile/')({
  beforeLoad: () => {
    throw redirect({ to: '/profile/locations', replace: true });
  },
});
