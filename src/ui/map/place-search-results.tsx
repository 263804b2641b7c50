import { PLACE_KIND_LABEL, type MapPlace } from '../../domain/map/place-search';

/** The id of a result's option, which the search box names as its active descendant. */
export const placeOptionId = (id: string, index: number) => `${id}-option-${index}`;

interface PlaceSearchResultsProps {
  /** the search box's id, the prefix of every option's id */
  id: string;
  listId: string;
  results: readonly MapPlace[];
  active: number;
  expanded: boolean;
  onChoose: (place: MapPlace) => void;
}

/** The search box's listbox popup: each result's name, kind and detail; a click chooses. */
export function PlaceSearchResults({
  id,
  listId,
  results,
  active,
  expanded,
  onChoose,
}: PlaceSearchResultsProps) {
  return (
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
          id={placeOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="place-search__option"
          // keeps the focus in the box, so the click lands before the list closes
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(place)}
        >
          <span className="place-search__name">{place.name}</span>
          <span className="place-search__detail">
            {PLACE_KIND_LABEL[place.kind]}
            {place.detail ? ` · ${place.detail}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
