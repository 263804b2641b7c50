import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { AssistantHost, HelpButton } from '../features/assistant/public';
import { useDeferredMount } from '../ui/use-deferred-mount';
import { useFirstInteraction } from '../ui/use-first-interaction';
import { CartButtonHost } from './cart-button-host';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { Greeting } from './greeting';
import { phoneHref } from './footer-links';
import { HelpDialogHost } from './help-dialog-host';
import { assistantShownOn, bottomNavHiddenOn, pathNormalize } from './layout-routes';
import { MoreSheetHost } from './more-sheet-host';
import { useBrandColors } from './use-brand-colors';
import { useLayoutData } from './use-layout-data';
import { useScrollDirection } from './use-scroll-direction';
import { useRouteFocus } from './use-route-focus';
import { useScrollToTop } from './use-scroll-to-top';
import './shop-layout.css';

const OrderHosts = lazy(() => import('../features/orders/order-hosts'));

/**
 * Order work on this device: a checkout left open ('order.id'), a certificate order waiting
 * ('certificate.order.id') or orders queued offline.
 */
function orderWork(): boolean {
  try {
    return !!(
      localStorage['order.id'] ||
      localStorage['certificate.order.id'] ||
      +localStorage['outbox.pending']
    );
  } catch {
    // storage denied: nothing of this kind can be stored either
  }
  return false;
}

/** The assistant shows this long after the page opens when nobody has touched it yet. */
const ASSISTANT_FALLBACK_MS = 4000;

export function ShopLayout({ overlays }: { overlays?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const data = useLayoutData();
  useScrollToTop();
  useRouteFocus();
  useScrollDirection();
  useBrandColors();
  const mobile = data.device === 'mobile';
  const withNav = mobile && !bottomNavHiddenOn(pathname);
  // nothing sits below the footer, so rendering it after the first paint moves nothing
  const footerReady = useDeferredMount();
  // the assistant's file loads once someone looks around, off the first paint's path
  const assistantReady = useFirstInteraction(ASSISTANT_FALLBACK_MS);

  return (
    <div className={`shop-layout${withNav ? ' shop-layout--with-nav' : ''}`}>
      <AppHeader />
      <main id="contenido" className="app-main" tabIndex={-1}>
        {mobile && pathNormalize(pathname) === '/' ? (
          <div className="home-greeting">
            <Greeting />
            <HelpButton />
          </div>
        ) : null}
        <Outlet />
        {/* read and reached right after the page, before the footer (WCAG 1.3.2) */}
        <CartButtonHost />
      </main>
      {footerReady ? (
        <AppFooter
          brand={data.brand}
          callCenterPhone={data.callCenterPhone}
          eventsPhone={data.eventsPhone}
        />
      ) : null}
      {mobile ? <BottomNav /> : null}
      <MoreSheetHost
        certificatesEnabled={data.certificatesEnabled}
        callCenterPhone={data.callCenterPhone}
      />
      <HelpDialogHost callCenterPhone={data.callCenterPhone} />
      {assistantReady ? (
        <Suspense fallback={null}>
          <AssistantHost
            buttonShown={assistantShownOn(pathname)}
            callCenterPhone={data.callCenterPhone}
            callCenterHref={phoneHref(data.callCenterPhone)}
            firstCategoryPath={data.firstCategoryPath}
          />
        </Suspense>
      ) : null}
      {footerReady && orderWork() && (
        <Suspense>
          <OrderHosts />
        </Suspense>
      )}
      {overlays}
    </div>
  );
}
