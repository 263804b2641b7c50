import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_DEBOUNCE_MS, searchQueryReady } from '../../domain/search';
import { SearchResults } from './search-results';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useSearchResults } from './use-search-results';
import './search.css';

interface SearchPanelProps {
  /** level of the 'Productos' / 'Categorías' headings */
  headingLevel?: 2 | 3;
  /** called after a result is followed (the dialog closes) */
  onNavigate?: () => void;
  /** §2.6 the term the box opens with */
  initialQuery?: string;
}

/** §2.5 / §5.6 the search box and its results, in the dialog and on /search. */
export function SearchPanel({ headingLevel = 3, onNavigate, initialQuery = '' }: SearchPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // under 3 characters the results clear at once, not after the debounce
  const state = useSearchResults(searchQueryReady(query) ? debounced : '');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // on /search the box takes focus; in the dialog ModalDialog does it once it is shown
  useEffect(() => inputRef.current?.focus(), []);

  // arrow keys walk from the box through the result links
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const root = rootRef.current;
    if (!root) return;
    const stops = [
      ...root.querySelectorAll<HTMLElement>('input[type="search"], a[data-search-result]'),
    ];
    if (stops.length < 2) return;
    event.preventDefault();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    stops[(at + step + stops.length) % stops.length]?.focus();
  }

  const found =
    state.status === 'done' ? state.results.products.length + state.results.categories.length : 0;
  return (
    <div className="search-panel" ref={rootRef} onKeyDown={handleKeyDown}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar en el menú
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        className="search-panel__input"
        placeholder="Nombre, categoria, precio..."
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        data-autofocus=""
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="visually-hidden" role="status">
        {state.status === 'done' ? `${found} resultados` : ''}
      </p>
      {state.status === 'idle' || (state.status === 'loading' && !searchQueryReady(query)) ? (
        <div className="search-panel__empty">
          <p className="search-panel__empty-title">¿Que se te antoja?</p>
          <p>Busca por nombre, categoría o precio</p>
        </div>
      ) : state.status === 'loading' ? (
        <p className="search-panel__empty">Cargando...</p>
      ) : found === 0 ? (
        <p className="search-panel__empty">No encontramos resultados para «{debounced.trim()}»</p>
      ) : (
        <SearchResults
          results={state.results}
          headingLevel={headingLevel}
          onNavigate={onNavigate}
        />
      )}
    </div>
  );
}
