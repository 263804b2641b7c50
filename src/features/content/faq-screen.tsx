import { useId, useMemo, useState } from 'react';
import type { ContentPage } from '../../domain/content/content';
import { contentSectionsMatching } from '../../domain/content/content-search';
import { usePageTitle } from '../../ui/use-page-title';
import { ContentAccordion } from './content-accordion';
import { ContentHead, ContentPageFrame } from './content-page-frame';

/**
 * §2.1 /preguntasFrecuentes: the questions as an accordion, with a search box that filters
 * questions and answers (accent- and case-insensitive) and says when nothing matches.
 */
export function FaqScreen() {
  return (
    <ContentPageFrame pageKey="preguntas-frecuentes">
      {(page) => <FaqArticle page={page} />}
    </ContentPageFrame>
  );
}

function FaqArticle({ page }: { page: ContentPage }) {
  usePageTitle(page.title);
  const [query, setQuery] = useState('');
  const found = useMemo(() => contentSectionsMatching(page.sections, query), [page, query]);
  const searchId = useId();
  const searching = query.trim() !== '';
  return (
    <article className="content-page" aria-labelledby="content-title">
      <ContentHead page={page} />
      <form className="content-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="content-search__label">
          Buscar en preguntas frecuentes
        </label>
        <input
          id={searchId}
          type="search"
          className="content-search__input"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {searching
          ? found.length === 1
            ? '1 pregunta encontrada'
            : `${found.length} preguntas encontradas`
          : ''}
      </p>
      {found.length === 0 ? (
        <div className="content-empty">
          <p>
            No encontramos preguntas con «{query.trim()}». Prueba con otras palabras o revisa todas
            las preguntas.
          </p>
          <button type="button" className="button button--secondary" onClick={() => setQuery('')}>
            Ver todas las preguntas
          </button>
        </div>
      ) : (
        <ContentAccordion sections={found} />
      )}
    </article>
  );
}
