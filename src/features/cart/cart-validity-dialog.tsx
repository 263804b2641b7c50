import { CART_VALIDITY_DIALOG_TITLE } from '../../domain/cart/cart-validity-messages';
import { ModalDialog } from '../../ui/modal-dialog';
import { HelpButton } from '../assistant/public';

interface CartValidityDialogProps {
  open: boolean;
  onClose: () => void;
  /** §8.2 the messages of every flag that holds, placeholders filled */
  messages: readonly string[];
  /** §2.7 the optional 'Ver carrito' button of the alert dialog */
  onViewCart?: () => void;
}

/** §2.7 / §4.7 'No se puede realizar la compra': why the cart cannot go on, in §8.2 words. */
export function CartValidityDialog({
  open,
  onClose,
  messages,
  onViewCart,
}: CartValidityDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={CART_VALIDITY_DIALOG_TITLE}>
      <ul className="cart-dialog__messages">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {/* §2.6 the help dialog, when a check fails */}
      <HelpButton />
      <div className="cart-dialog__actions">
        {onViewCart ? (
          <button type="button" className="button button--secondary" onClick={onViewCart}>
            Ver carrito
          </button>
        ) : null}
        <button type="button" className="button" data-autofocus onClick={onClose}>
          Aceptar
        </button>
      </div>
    </ModalDialog>
  );
}
