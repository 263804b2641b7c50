import { ModalDialog } from '../../ui/modal-dialog';

interface CartRemoveDialogProps {
  /** the name of the product whose removal waits for the customer; null when closed */
  productName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * §4.5 removing the parent of an applied promotion, or a product a promotion applies to,
 * asks first: the promotion goes with it.
 */
export function CartRemoveDialog({ productName, onConfirm, onCancel }: CartRemoveDialogProps) {
  return (
    <ModalDialog open={productName !== null} onClose={onCancel} title="¿Quitar de tu bolsa?">
      <p>
        Si quitás <strong>{productName}</strong>, también se quitará la promoción que depende de
        este producto.
      </p>
      <div className="cart-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancelar
        </button>
        <button type="button" className="button button--danger" data-autofocus onClick={onConfirm}>
          Quitar
        </button>
      </div>
    </ModalDialog>
  );
}
