import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  PLACE_KIND_LABEL,
  placeQueryReady,
  placeSearch,
  type MapPlace,
} from '../../domain/map/place-search';

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
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // once a result is chosen the box holds its name: the count of results is news no more
  const [chosen, setChosen] = useState(false);
  const results = useMemo(() => (places ? placeSearch(places, query) : []), [places, query]);
  const expanded = open && !chosen && results.length > 0;

  const choose = (place: MapPlace) => {
    setQuery(place.name);
    setChosen(true);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setChosen(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // the form around the map must not be sent from the search box
      event.preventDefault();
      const place = results[active] ?? (open ? results[0] : undefined);
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const hint = failed
    ? 'La búsqueda no está disponible sin conexión: mueve el mapa hasta tu ubicación.'
    : chosen
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
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-status`}
          disabled={failed && places === null}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setChosen(false);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          className="place-search__list"
          role="listbox"
          aria-label="Resultados"
          hidden={!expanded}
        >
          {results.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="place-search__option"
              // keeps the focus in the box, so the click lands before the list closes
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span className="place-search__name">{place.name}</span>
              <span className="place-search__detail">
                {PLACE_KIND_LABEL[place.kind]}
                {place.detail ? ` · ${place.detail}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-status`} className="place-search__status" role="status" aria-live="polite">
        {hint}
      </p>
    </div>
  );
}
