import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '@tanstack/react-router';
import type { SavedAddress } from '../../domain/delivery/saved-address';

interface AddressRowProps {
  address: SavedAddress;
  busy: boolean;
  onMarkMain: (address: SavedAddress) => void;
  onDelete: (address: SavedAddress) => void;
}

/**
 * §2.2 one saved address: its tag, text and reference, 'Principal' on the main one; a handle
 * to move it (drag, or keyboard through dnd-kit's KeyboardSensor), edit, mark main, delete.
 */
export function AddressRow({ address, busy, onMarkMain, onDelete }: AddressRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: address.id });
  return (
    <li
      ref={setNodeRef}
      className={`address-row${isDragging ? ' address-row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="address-row__handle"
        aria-label={`Mover ${address.tag}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <div className="address-row__text">
        <p className="address-row__tag">
          {address.tag}
          {address.main ? <span className="address-row__main">Principal</span> : null}
        </p>
        <p className="address-row__address">{address.address}</p>
        {address.reference ? <p className="address-row__reference">{address.reference}</p> : null}
      </div>
      <div className="address-row__actions">
        <Link
          to="/profile/locations/$id"
          params={{ id: String(address.id) }}
          className="button button--secondary"
          aria-label={`Editar ${address.tag}`}
        >
          Editar
        </Link>
        {address.main ? null : (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            aria-label={`Marcar ${address.tag} como principal`}
            onClick={() => onMarkMain(address)}
          >
            Marcar como principal
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-label={`Eliminar ${address.tag}`}
          onClick={() => onDelete(address)}
        >
          Eliminar
        </button>
      </div>
    </li>
  );
}
