import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../ui/use-near-viewport';

const AppFooter = lazy(() => import('./app-footer').then((m) => ({ default: m.AppFooter })));

/**
 * §2.3 where the footer goes: its code loads when the customer scrolls near it (nothing sits
 * below it, so its arrival moves nothing on the screen), off the first load of every page.
 */
export function FooterSlot(props: { brand: string; callCenterPhone: string; eventsPhone: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="app-footer-slot">
      {near ? (
        <Suspense fallback={null}>
          <AppFooter {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
