import type { SavedAddress } from '../../domain/delivery/saved-address';

interface SavedAddressChoiceProps {
  /** main first, then the customer's order */
  addresses: readonly SavedAddress[];
  /** the saved address chosen now (0: none) */
  chosenId: number;
  /** the address whose coverage is being asked, or null */
  choosingId: number | null;
  onChoose: (address: SavedAddress) => void;
  onNew: () => void;
}

/**
 * §4.2 'addresses' mode: the customer's saved addresses, one tap chooses one; 'Nueva
 * dirección' opens the map instead.
 */
export function SavedAddressChoice({
  addresses,
  chosenId,
  choosingId,
  onChoose,
  onNew,
}: SavedAddressChoiceProps) {
  return (
    <section className="saved-choice" aria-labelledby="saved-choice-title">
      <h2 id="saved-choice-title" className="saved-choice__title">
        Mis direcciones
      </h2>
      <ul className="saved-choice__list">
        {addresses.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="saved-choice__item"
              aria-pressed={a.id === chosenId}
              aria-busy={choosingId === a.id || undefined}
              disabled={choosingId !== null}
              onClick={() => onChoose(a)}
            >
              <span className="saved-choice__tag">
                {a.tag}
                {a.main ? <span className="saved-choice__main"> · Principal</span> : null}
              </span>
              <span className="saved-choice__address">{a.address}</span>
              {a.reference ? <span className="saved-choice__reference">{a.reference}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={onNew}>
        Nueva dirección
      </button>
    </section>
  );
}
