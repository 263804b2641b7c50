import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../api/session';
import { HelpButton } from '../features/assistant/public';
import { moreOpenSet, searchOpenSet } from '../stores/ui';
import { BurgerIcon, Icon, MoreIcon, SearchIcon, TicketIcon } from '../ui/icons';
import { BackButton } from './back-button';
import { BrandLogo } from './brand-logo';
import { addressBannerShownOn, headerActionsHidden, pathIsHome } from './layout-routes';
import { useLayoutData } from './use-layout-data';
import { UserButton } from './user-button';
import './app-header.css';

// desktop only: phones never load the banner and the delivery state behind it
const AddressBanner = lazy(() => import('./address-banner'));

/** §2.3 header: logo, back button (mobile), desktop navigation, search and user buttons. */
export function AppHeader() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { accessToken } = useSnapshot(sessionStore);
  const { brand, firstCategoryPath, device } = useLayoutData();
  const desktop = device === 'desktop';
  const home = pathIsHome(pathname);
  const actions = !headerActionsHidden(pathname);

  return (
    <header className={`app-header${home ? ' app-header--home' : ''}`}>
      {!desktop && !home ? <BackButton firstCategoryPath={firstCategoryPath} /> : null}
      <Link to="/" className="app-header__brand">
        <BrandLogo brand={brand} />
      </Link>
      {desktop && addressBannerShownOn(pathname) ? (
        <Suspense fallback={null}>
          <AddressBanner />
        </Suspense>
      ) : null}
      <div className="app-header__actions">
        {desktop ? (
          <nav className="app-header__nav" aria-label="Principal">
            <Link to={firstCategoryPath} className="header-pill">
              <BurgerIcon />
              <span>Menú</span>
            </Link>
            <Link to="/coupons" className="header-pill">
              <TicketIcon />
              <span>Cupones</span>
            </Link>
            <button
              type="button"
              className="header-pill"
              aria-haspopup="dialog"
              onClick={() => moreOpenSet(true)}
            >
              <MoreIcon />
              <span>Más</span>
            </button>
          </nav>
        ) : null}
        {desktop ? (
          <HelpButton className="header-icon-button">
            <Icon>
              <circle cx="12" cy="12" r="9" />
              <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
            </Icon>
          </HelpButton>
        ) : null}
        {actions ? (
          <button
            type="button"
            className="header-icon-button"
            aria-haspopup="dialog"
            aria-label="Buscar"
            onClick={() => searchOpenSet(true)}
          >
            <SearchIcon />
          </button>
        ) : null}
        {actions || (desktop && accessToken !== null) ? (
          <UserButton loggedIn={accessToken !== null} />
        ) : null}
      </div>
    </header>
  );
}
