import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../api/session';
import { moreOpenSet, uiStore } from '../stores/ui';
import { BurgerIcon, HeartIcon, MoreIcon, ReceiptIcon, TicketIcon } from '../ui/icons';
import { bottomNavHiddenOn, pathIsHome } from './layout-routes';
import './bottom-nav.css';

interface Tab {
  label: string;
  to: string;
  icon: ReactNode;
  needsLogin: boolean;
}

/**
 * §2.3 the five tabs; 'Mis Favoritos' needs a session, otherwise it leads to /login. 'Mis
 * pedidos' shows a guest the orders of this device (issue 34).
 */
const TABS: Tab[] = [
  { label: 'Mis pedidos', to: '/orders', icon: <ReceiptIcon />, needsLogin: false },
  { label: 'Mis Favoritos', to: '/favorites', icon: <HeartIcon />, needsLogin: true },
  { label: 'Menú', to: '/', icon: <BurgerIcon />, needsLogin: false },
  { label: 'Cupones', to: '/coupons', icon: <TicketIcon />, needsLogin: false },
];

function tabActive(tab: Tab, pathname: string): boolean {
  if (tab.to === '/') return pathIsHome(pathname) || pathname.startsWith('/menu/');
  return pathname === tab.to || pathname.startsWith(`${tab.to}/`);
}

/** §2.3 mobile bottom navigation: hidden on some routes, large screens and scrolling down. */
export function BottomNav() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { scrollDirection, moreOpen } = useSnapshot(uiStore);
  const { accessToken } = useSnapshot(sessionStore);
  if (bottomNavHiddenOn(pathname)) return null;
  const loggedIn = accessToken !== null;

  return (
    <nav
      className={`bottom-nav${scrollDirection === 'down' ? ' bottom-nav--hidden' : ''}`}
      aria-label="Navegación inferior"
    >
      <ul className="bottom-nav__list">
        {TABS.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.needsLogin && !loggedIn ? '/login' : tab.to}
              className="bottom-nav__tab"
              aria-current={tabActive(tab, pathname) ? 'page' : undefined}
            >
              {tab.icon}
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="bottom-nav__tab"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={() => moreOpenSet(true)}
          >
            <MoreIcon />
            <span>Más</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
