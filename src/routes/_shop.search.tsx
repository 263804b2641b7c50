import { createFileRoute } from '@tanstack/react-router';
import { SearchPanel } from '../features/search/search-panel';
import { usePageTitle } from '../ui/use-page-title';

// §2.5 the search as a page: the same panel as the dialog, inline
export const Route = createFileRoute('/_shop/search')({
  component: SearchPage,
});

function SearchPage() {
  usePageTitle('Buscar');
  return (
    <section className="search-page" aria-labelledby="search-page-title">
      <h1 id="search-page-title">Buscar</h1>
      <SearchPanel headingLevel={2} />
    </section>
  );
}
