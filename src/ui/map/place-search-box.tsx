import { useId } from 'react';
import { placeQueryReady, type MapPlace } from '../../domain/map/place-search';
import { placeOptionId, PlaceSearchResults } from './place-search-results';
import { usePlaceSearch } from './use-place-search';

export interface PlaceSearchBoxProps {
  /** the map's names; null while they load */
  places: readonly MapPlace[] | null;
  /** the names could not be read (offline before the map was ever opened) */
  failed: boolean;
  onChoose: (place: MapPlace) => void;
}

/** What the status line says about the results of a query. */
function resultsText(query: string, count: number, ready: boolean): string {
  if (!ready || !placeQueryReady(query)) return '';
  if (count === 0) return `No encontramos «${query.trim()}». Prueba con otra colonia o lugar.`;
  return count === 1 ? '1 resultado' : `${count} resultados`;
}

/**
 * Issue 20 the delivery map's address search: colonias, districts, landmarks, shops and
 * roads of the chain, accent-insensitive and typo-tolerant (placeSearch). An ARIA combobox
 * with a listbox popup: the arrow keys move through the results, Enter chooses (the first
 * when none is marked), Escape closes the list or clears the box; a click chooses too.
 */
export function PlaceSearchBox({ places, failed, onChoose }: PlaceSearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const search = usePlaceSearch(places, onChoose);
  const { query, results, active, expanded } = search;

  const hint = failed
    ? 'La búsqueda no está disponible sin conexión: mueve el mapa hasta tu ubicación.'
    : search.chosen
      ? ''
      : resultsText(query, results.length, places !== null);

  return (
    <div className="place-search">
      <label className="place-search__label" htmlFor={`${id}-input`}>
        Buscar colonia, lugar o tienda
      </label>
      <div className="place-search__field">
        <input
          id={`${id}-input`}
          className="place-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Ej.: Escalón, Metrocentro, Santa Tecla"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? placeOptionId(id, active) : undefined}
          aria-describedby={`${id}-status`}
          disabled={failed && places === null}
          value={query}
          onChange={(event) => search.type(event.target.value)}
          onFocus={() => search.setOpen(true)}
          onBlur={() => search.setOpen(false)}
          onKeyDown={search.onKeyDown}
        />
        <PlaceSearchResults
          id={id}
          listId={listId}
          results={results}
          active={active}
          expanded={expanded}
          onChoose={search.choose}
        />
      </div>
      <p id={`${id}-status`} className="place-search__status" role="status" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
