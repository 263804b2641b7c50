import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import type { ContentPage } from '../../domain/content/content';
import { promotionsTermsTitle } from '../../domain/content/promotions-terms';
import { useDeviceKind } from '../../ui/use-device-kind';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentAccordion } from './content-accordion';
import { ContentHead, ContentPageFrame } from './content-page-frame';

/**
 * How long after a path change the section is scrolled to: past the layout's own scroll to
 * the top (80 ms after a path change, §9), which would otherwise undo it.
 */
const SECTION_SCROLL_DELAY_MS = 150;

/**
 * §2.12 /politicas-promociones: 'T&C de las Promociones {year}' (the server's year), the
 * sections as an accordion; the URL hash opens its section and scrolls it into view, on
 * arrival and whenever the hash changes on the page; 'Regresar' below the large breakpoint.
 */
export function PromotionsTermsScreen() {
  return (
    <ContentPageFrame pageKey="politicas-promociones">
      {(page) => <PromotionsTermsArticle page={page} />}
    </ContentPageFrame>
  );
}

function PromotionsTermsArticle({ page }: { page: ContentPage }) {
  const title = promotionsTermsTitle(useServerNowOrDevice());
  usePageTitle(title);
  const hash = useRouterState({ select: (s) => s.location.hash });
  const large = useDeviceKind() === 'desktop';
  useSectionFromHash(hash);
  return (
    <article className="content-page" aria-labelledby="content-title">
      <ContentHead page={page} title={title} />
      <ContentAccordion sections={page.sections} />
      {!large && (
        <p className="content-page__back">
          <Link to="/" className="button button--secondary">
            Regresar
          </Link>
        </p>
      )}
    </article>
  );
}

/** Opens the section the hash names and scrolls it into view (smoothly unless reduced motion). */
function useSectionFromHash(hash: string): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id === '') return;
    const section = document.getElementById(id);
    if (!(section instanceof HTMLDetailsElement)) return;
    section.open = true;
    const timer = setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
      section.querySelector('summary')?.focus({ preventScroll: true });
    }, SECTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);
}
