import type { SavedAddress } from '../../domain/delivery/saved-address';
import { ModalDialog } from '../../ui/modal-dialog';

interface DeleteAddressDialogProps {
  /** the address asked about, or null when closed */
  address: SavedAddress | null;
  busy: boolean;
  onConfirm: (address: SavedAddress) => void;
  onClose: () => void;
}

/** §2.2 deleting a saved address is asked first. */
export function DeleteAddressDialog({
  address,
  busy,
  onConfirm,
  onClose,
}: DeleteAddressDialogProps) {
  return (
    <ModalDialog open={address !== null} onClose={onClose} title="Eliminar dirección">
      {address ? (
        <div className="address-dialog">
          <p>
            ¿Quieres eliminar <strong>{address.tag}</strong> ({address.address})?
          </p>
          <div className="address-dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              data-autofocus
              onClick={onClose}
            >
              Cancelar
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => onConfirm(address)}
            >
              Eliminar
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
