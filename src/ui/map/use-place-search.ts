import { useMemo, useState, type KeyboardEvent } from 'react';
import { placeSearch, type MapPlace } from '../../domain/map/place-search';

export interface PlaceSearch {
  query: string;
  results: MapPlace[];
  /** the result marked with the arrow keys, or -1 */
  active: number;
  /** the list of results is shown */
  expanded: boolean;
  /** a result was chosen and the box holds its name */
  chosen: boolean;
  choose: (place: MapPlace) => void;
  type: (text: string) => void;
  setOpen: (open: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The state of PlaceSearchBox's combobox: what is typed, its results, which one is marked
 * and whether the list shows; the arrow keys move the mark, Enter chooses (the first result
 * when none is marked), Escape closes the list or else clears the box.
 */
export function usePlaceSearch(
  places: readonly MapPlace[] | null,
  onChoose: (place: MapPlace) => void,
): PlaceSearch {
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

  const type = (text: string) => {
    setQuery(text);
    setChosen(false);
    setOpen(true);
    setActive(-1);
  };

  return { query, results, active, expanded, chosen, choose, type, setOpen, onKeyDown };
}
