import { useId } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';
import { HelpButton } from '../assistant/public';
import './order-check.css';

/**
 * §4.4 the order-check dialog: the server's message and 'Aceptar'. Shown by the order check
 * and by the gift cards' order check alike; `message` null keeps it closed.
 */
export function OrderCheckDialog({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  const messageId = useId();
  return (
    <ModalDialog open={message !== null} onClose={onClose} labelledBy={messageId}>
      <p id={messageId} className="order-check__message">
        {message}
      </p>
      {/* §2.6 the help dialog, when the check fails */}
      <HelpButton />
      <div className="order-check__actions">
        <button type="button" className="button" data-autofocus onClick={onClose}>
          Aceptar
        </button>
      </div>
    </ModalDialog>
  );
}
