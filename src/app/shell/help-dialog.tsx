import { ModalDialog } from '../../ui/modal-dialog';
import { phoneHref } from './footer-links';

/** §2.6 help until the assistant arrives: call the customer-service centre. */
export function HelpDialog({
  open,
  onClose,
  callCenterPhone,
}: {
  open: boolean;
  onClose: () => void;
  callCenterPhone: string;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Ayuda" className="help-dialog">
      <p>¿Necesitas ayuda con tu pedido? Llama a nuestro centro de atención.</p>
      {callCenterPhone ? (
        <a className="button help-dialog__call" href={phoneHref(callCenterPhone)}>
          Llamar al {callCenterPhone}
        </a>
      ) : null}
    </ModalDialog>
  );
}
