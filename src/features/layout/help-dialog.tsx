import { ModalDialog } from '../../ui/modal-dialog';

/** 'tel:' links keep only digits and a leading plus. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

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
