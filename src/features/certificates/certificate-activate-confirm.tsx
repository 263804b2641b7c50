import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { accountLogout } from '../../stores/account-logout';
import { signupFlowReturnToSet } from '../../stores/signup-flow';
import { LoadingView } from '../../ui/loading-view';

/** What activating does, said before it is done (the server binds it to the recipient). */
export const CERTIFICATE_ACTIVATE_RULE =
  'Solo se activa en la cuenta del correo al que se envió. Después podrás pagar tus pedidos con ella.';

interface ConfirmProps {
  code: string;
  /** the customer confirmed: activate on this account */
  onConfirm(): void;
}

/** Logs this account out and sends the customer to log in with another, then back here. */
function useOtherAccount(): { pending: boolean; start(): void } {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const start = () => {
    const back = router.state.location.href;
    setPending(true);
    void accountLogout()
      .catch(() => undefined)
      .then(async () => {
        signupFlowReturnToSet(back);
        await router.navigate({ to: '/login' });
      });
  };
  return { pending, start };
}

/**
 * §2.1 /certificados/activar/{code} for a logged-in customer, before anything is done: which
 * gift card, on which account (its e-mail), the recipient rule (decision 032), and a choice
 * between activating here and logging in with another account.
 */
export function CertificateActivateConfirm({ code, onConfirm }: ConfirmProps) {
  const account = useQuery(userDataQuery(true));
  const other = useOtherAccount();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (account.isPending) return <LoadingView />;
  const email = account.data?.email;
  return (
    <section className="certificates certificate-activate" aria-labelledby="certificate-activate">
      <h1 className="certificates__title" id="certificate-activate" tabIndex={-1} ref={heading}>
        Activar Gift Card
      </h1>
      <p>
        Vas a activar la gift card con código <strong>{code}</strong>{' '}
        {email ? (
          <>
            en tu cuenta <strong className="certificate-activate__email">{email}</strong>.
          </>
        ) : (
          'en la cuenta con la que iniciaste sesión.'
        )}
      </p>
      <p>{CERTIFICATE_ACTIVATE_RULE}</p>
      <div className="certificate-activate__actions">
        <button type="button" className="button" onClick={onConfirm} disabled={other.pending}>
          Activar en mi cuenta
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={other.start}
          disabled={other.pending}
        >
          Usar otra cuenta
        </button>
      </div>
    </section>
  );
}
