import { Link } from '@tanstack/react-router';
import type { Announcement } from '../../domain/content/content';
import { announcementById } from '../../domain/content/content-lookup';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentError, ContentMissing, ContentSkeleton } from './content-states';
import { Markdown } from './markdown';
import { useChainContent } from './use-chain-content';
import './content.css';

/**
 * §2.1 /announcement/{id}: the announcement's title, date and text; an id the chain no
 * longer publishes says so, with a way back to the menu.
 */
export function AnnouncementScreen({ id }: { id: string }) {
  const state = useChainContent();
  if (state.kind === 'loading') return <ContentSkeleton />;
  if (state.kind === 'failed')
    return <ContentError title="Anuncio" offline={state.offline} onRetry={state.retry} />;
  const announcement = announcementById(state.content.announcements, id);
  if (!announcement)
    return <ContentMissing title="Anuncio" message="Este anuncio ya no está disponible" />;
  return <AnnouncementArticle announcement={announcement} />;
}

function AnnouncementArticle({ announcement }: { announcement: Announcement }) {
  usePageTitle(announcement.title);
  return (
    <article className="content-page" aria-labelledby="content-title">
      <h1 id="content-title" className="content-page__title">
        {announcement.title}
      </h1>
      <p className="content-page__updated">Publicado el {announcement.date}</p>
      <Markdown text={announcement.markdown} />
      <p className="content-page__more">
        <Link to="/trivia">Ver todos los avisos</Link>
      </p>
    </article>
  );
}
