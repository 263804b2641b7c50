import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { authResendActivation } from '../../api/auth/resend-activation';
import { signupFlowExpiredDismiss, signupFlowStore } from '../../stores/signup-flow';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * §4.9 / §8.1 on /login after auth/activate answered '03': the link expired; a button asks
 * for a new one for the stored e-mail.
 */
export function ExpiredLinkDialog() {
  const { modalHashExpired, emailSignup } = useSnapshot(signupFlowStore);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await authResendActivation(emailSignup);
      signupFlowExpiredDismiss();
    } catch {
      // the protocol client showed why; the dialog stays to try again
    } finally {
      setSending(false);
    }
  };
  return (
    <ModalDialog
      open={modalHashExpired}
      onClose={signupFlowExpiredDismiss}
      title="El enlace ha expirado"
    >
      <p>
        El enlace para confirmar tu correo ya no es válido.
        {emailSignup ? ` Te enviaremos uno nuevo a ${emailSignup}.` : ''}
      </p>
      <button
        type="button"
        className="button"
        data-autofocus
        disabled={sending || emailSignup === ''}
        onClick={() => void resend()}
      >
        {sending ? 'Enviando…' : 'Enviar un nuevo enlace'}
      </button>
    </ModalDialog>
  );
}
