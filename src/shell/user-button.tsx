import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { UserIcon } from '../ui/icons';

// the avatar and its menu (and the customer's data behind them) load only once logged in
const AvatarMenu = lazy(() => import('../features/account/avatar-menu'));

/** §2.3 'Iniciar sesión' when logged out; the avatar and its menu when logged in. */
export function UserButton({ loggedIn }: { loggedIn: boolean }) {
  if (loggedIn) {
    return (
      <Suspense fallback={<span className="user-menu-slot" />}>
        <AvatarMenu />
      </Suspense>
    );
  }
  return (
    <Link to="/login" className="header-pill">
      <UserIcon />
      <span>Iniciar sesión</span>
    </Link>
  );
}
