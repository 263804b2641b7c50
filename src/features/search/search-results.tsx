import type { ReactNode } from 'react';
import { centsFormat } from '../../domain/money';
import type { SearchResults as Results } from '../../domain/search';
import { AppLink } from '../../ui/app-link';
import { FallbackImage } from '../../ui/fallback-image';
import { categoryHitHref, productHitHref } from './search-links';

interface SearchResultsProps {
  results: Results;
  headingLevel: 2 | 3;
  onNavigate?: () => void;
}

interface ResultGroupProps {
  id: string;
  title: string;
  heading: 'h2' | 'h3';
  children: ReactNode;
}

/** One titled group of result links. */
function ResultGroup({ id, title, heading: Heading, children }: ResultGroupProps) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="search-results__title">
        {title}
      </Heading>
      <ul className="search-results__list">{children}</ul>
    </section>
  );
}

/** §2.5 results grouped into 'Productos' and 'Categorías'; each one is a link. */
export function SearchResults({ results, headingLevel, onNavigate }: SearchResultsProps) {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="search-results">
      {results.products.length > 0 ? (
        <ResultGroup id="search-products" title="Productos" heading={heading}>
          {results.products.map((hit) => (
            <li key={hit.product.id}>
              <AppLink
                className="search-result"
                href={productHitHref(hit)}
                data-search-result=""
                onClick={onNavigate}
              >
                <FallbackImage
                  jpg={hit.product.images.smallJpg}
                  webp={hit.product.images.smallWebp}
                  alt=""
                  width={56}
                  height={56}
                  className="search-result__image"
                />
                <span className="search-result__name">{hit.product.name}</span>
                <span className="search-result__price">{centsFormat(hit.product.price)}</span>
              </AppLink>
            </li>
          ))}
        </ResultGroup>
      ) : null}
      {results.categories.length > 0 ? (
        <ResultGroup id="search-categories" title="Categorías" heading={heading}>
          {results.categories.map((hit) => (
            <li key={hit.category.id}>
              <AppLink
                className="search-result search-result--category"
                href={categoryHitHref(hit)}
                data-search-result=""
                onClick={onNavigate}
              >
                <span className="search-result__name">{hit.category.name}</span>
              </AppLink>
            </li>
          ))}
        </ResultGroup>
      ) : null}
    </div>
  );
}
