import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from '@tanstack/react-router';
import { menuQueryOptions } from '../../api/menu/get-data';
import { ProfileTabs } from './profile-tabs';
import { useLoggedIn } from '../../api/use-logged-in';
import './profile.css';

/**
 * §2.2 the profile area: its tabs and the tab on show. Login required: a session that ends
 * while a profile page is open goes to / (the route's guard covers arriving logged out).
 */
export function ProfileLayout() {
  const loggedIn = useLoggedIn();
  const { data: certificatesEnabled = false } = useQuery({
    ...menuQueryOptions(),
    select: (menu) => menu.parameters.certificatesEnabled,
  });
  if (!loggedIn) return <Navigate to="/" replace />;
  return (
    <div className="profile">
      <ProfileTabs certificatesEnabled={certificatesEnabled} />
      <div className="profile__panel">
        <Outlet />
      </div>
    </div>
  );
}
