import { Link } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';

type ProfileTabPath =
  | '/profile/locations'
  | '/profile/certificates'
  | '/profile/user-data'
  | '/profile/change-password'
  | '/profile/delete-account';

interface ProfileTab {
  to: ProfileTabPath;
  label: string;
}

/** §2.2 the profile's tabs, in order; Gift Cards only when certificates are enabled. */
export function profileTabs(certificatesEnabled: boolean): ProfileTab[] {
  return [
    { to: '/profile/locations', label: 'Direcciones' },
    ...(certificatesEnabled ? [{ to: '/profile/certificates', label: 'Gift Cards' } as const] : []),
    { to: '/profile/user-data', label: 'Personal' },
    { to: '/profile/change-password', label: 'Contraseña' },
    { to: '/profile/delete-account', label: 'Eliminar Cuenta' },
  ];
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrow keys, Home and End move between the tabs' links as in a tab list. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move) return;
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
  const index = links.findIndex((link) => link === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  links[move(index, links.length)]?.focus();
}

/**
 * §2.2 the profile's tabs as the navigation they are: links to each tab's page, the one on
 * show marked aria-current="page"; Tab reaches each, arrows move between them.
 */
export function ProfileTabs({ certificatesEnabled }: { certificatesEnabled: boolean }) {
  return (
    <nav className="profile-tabs" aria-label="Perfil de usuario">
      <ul className="tab-list profile-tabs__list" onKeyDown={moveFocus}>
        {profileTabs(certificatesEnabled).map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="tab-link">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
