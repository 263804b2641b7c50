import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { centsFormat } from '../../domain/money';
import type { SearchResults as Results } from '../../domain/search';
import { FallbackImage } from '../../ui/fallback-image';
import { categoryHitHref, productHitHref } from './search-links';

interface SearchResultsProps {
  results: Results;
  headingLevel: 2 | 3;
  onNavigate?: () => void;
}

/** §2.5 results grouped into 'Productos' and 'Categorías'; each one is a link. */
export function SearchResults({ results, headingLevel, onNavigate }: SearchResultsProps) {
  const router = useRouter();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.history.push(event.currentTarget.getAttribute('href') ?? '/');
    onNavigate?.();
  }

  return (
    <div className="search-results">
      {results.products.length > 0 ? (
        <section aria-labelledby="search-products">
          <Heading id="search-products" className="search-results__title">
            Productos
          </Heading>
          <ul className="search-results__list">
            {results.products.map((hit) => (
              <li key={hit.product.id}>
                <a
                  className="search-result"
                  href={productHitHref(hit)}
                  data-search-result=""
                  onClick={follow}
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
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.categories.length > 0 ? (
        <section aria-labelledby="search-categories">
          <Heading id="search-categories" className="search-results__title">
            Categorías
          </Heading>
          <ul className="search-results__list">
            {results.categories.map((hit) => (
              <li key={hit.category.id}>
                <a
                  className="search-result search-result--category"
                  href={categoryHitHref(hit)}
                  data-search-result=""
                  onClick={follow}
                >
                  <span className="search-result__name">{hit.category.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
