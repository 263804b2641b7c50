import { CART_VALIDITY_DIALOG_TITLE } from '../../domain/cart/cart-validity-messages';
import { ModalDialog } from '../../ui/modal-dialog';
import type { OrderSaveDialog } from './order-save-settle';

interface OrderDialogsProps {
  dialog: OrderSaveDialog | null;
  onClose: () => void;
  /** 'Ver mis pedidos' */
  onOrders: () => void;
  /** 'Ir al carrito' */
  onCart: () => void;
}

/**
 * §8.1 the dialogs of a save answer: 'Orden en proceso' (the order is already being
 * processed) and 'No se puede realizar la compra' listing the blocked products ('03').
 */
export function OrderDialogs({ dialog, onClose, onOrders, onCart }: OrderDialogsProps) {
  return (
    <>
      <ModalDialog open={dialog?.kind === 'inProcess'} onClose={onClose} title="Orden en proceso">
        <p>{dialog?.message}</p>
        <div className="checkout-actions checkout-actions--end">
          <button type="button" className="button" data-autofocus onClick={onOrders}>
            Ver mis pedidos
          </button>
        </div>
      </ModalDialog>
      <ModalDialog
        open={dialog?.kind === 'blocked'}
        onClose={onClose}
        title={CART_VALIDITY_DIALOG_TITLE}
      >
        <p>{dialog?.message}</p>
        {dialog?.kind === 'blocked' ? (
          <ul className="checkout-dialog__list">
            {dialog.names.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        ) : null}
        <div className="checkout-actions checkout-actions--end">
          <button type="button" className="button" data-autofocus onClick={onCart}>
            Ir al carrito
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
