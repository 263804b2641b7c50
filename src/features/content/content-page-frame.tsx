import type { ReactNode } from 'react';
import type { ContentPage } from '../../domain/content/content';
import type { ContentPageKey } from '../../domain/content/content-keys';
import { ContentError, ContentMissing, ContentSkeleton } from './content-states';
import { CONTENT_PAGE_MISSING, CONTENT_PAGE_TITLES } from './content-titles';
import { contentPageOf } from '../../domain/content/content-lookup';
import { Markdown } from './markdown';
import { useChainContent } from './use-chain-content';
import './content.css';

/**
 * §2.1 what every content page shares: the page read from the chain's content, or its
 * loading, failure or missing state; `children` draws the page once it is there.
 */
export function ContentPageFrame({
  pageKey,
  children,
}: {
  pageKey: ContentPageKey;
  children: (page: ContentPage) => ReactNode;
}) {
  const state = useChainContent();
  const title = CONTENT_PAGE_TITLES[pageKey];
  if (state.kind === 'loading') return <ContentSkeleton />;
  if (state.kind === 'failed')
    return <ContentError title={title} offline={state.offline} onRetry={state.retry} />;
  const page = contentPageOf(state.content, pageKey);
  if (!page) return <ContentMissing title={title} message={CONTENT_PAGE_MISSING} />;
  return <>{children(page)}</>;
}

/**
 * A content page's head: its title (the article's label), when it last changed, and its
 * introduction. `title` defaults to the page's own.
 */
export function ContentHead({ page, title = page.title }: { page: ContentPage; title?: string }) {
  return (
    <>
      <h1 id="content-title" className="content-page__title">
        {title}
      </h1>
      {page.updated !== '' && (
        <p className="content-page__updated">Última actualización: {page.updated}</p>
      )}
      {page.introMarkdown !== '' && (
        <Markdown text={page.introMarkdown} className="content-page__intro" />
      )}
    </>
  );
}
