import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Announcement } from '../../domain/content/content';
import { announcementsNewestFirst } from '../../domain/content/content-lookup';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentError, ContentSkeleton } from './content-states';
import { useChainContent } from './use-chain-content';
import './content.css';

const TITLE = 'Avisos';

/** §2.1 /trivia: the chain's announcements, newest first, each leading to its page. */
export function AnnouncementsScreen() {
  const state = useChainContent();
  if (state.kind === 'loading') return <ContentSkeleton />;
  if (state.kind === 'failed')
    return <ContentError title={TITLE} offline={state.offline} onRetry={state.retry} />;
  return <AnnouncementList announcements={state.content.announcements} />;
}

function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  usePageTitle(TITLE);
  const list = useMemo(() => announcementsNewestFirst(announcements), [announcements]);
  return (
    <section className="content-page" aria-labelledby="content-title">
      <h1 id="content-title" className="content-page__title">
        {TITLE}
      </h1>
      {list.length === 0 ? (
        <p className="content-empty">Por ahora no hay avisos. Vuelve pronto.</p>
      ) : (
        <ul className="announcement-list">
          {list.map((a) => (
            <li key={a.id} className="announcement-list__item">
              <Link
                to="/announcement/$id"
                params={{ id: String(a.id) }}
                className="announcement-list__link"
              >
                <span className="announcement-list__title">{a.title}</span>
                <span className="announcement-list__date">{a.date}</span>
                <span className="announcement-list__summary">{a.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
