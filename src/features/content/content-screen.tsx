import type { ContentPage } from '../../domain/content/content';
import type { ContentPageKey } from '../../domain/content/content-keys';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentHead, ContentPageFrame } from './content-page-frame';
import { Markdown } from './markdown';

/**
 * §2.1 one shared screen for the chain's text pages (/terminosDeUso, /politicasDePrivacidad,
 * /acercaDe, /jobs): the page named by `pageKey`, its introduction and its sections, each
 * with its heading and the anchor of its ID.
 */
export function ContentScreen({ pageKey }: { pageKey: ContentPageKey }) {
  return (
    <ContentPageFrame pageKey={pageKey}>
      {(page) => <ContentArticle page={page} />}
    </ContentPageFrame>
  );
}

function ContentArticle({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  return (
    <article className="content-page" aria-labelledby="content-title">
      <ContentHead page={page} />
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="content-page__section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`} className="content-page__heading">
            {section.title}
          </h2>
          <Markdown text={section.markdown} />
        </section>
      ))}
    </article>
  );
}
