import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { activarCertificado } from '../../api/certificates/activar-certificado';
import { CUSTOMER_CERTIFICATES_KEY } from '../../api/certificates/get-certificados-cliente';
import { useLoggedIn } from '../../api/use-logged-in';
import { ORDER_SAVE_FAILED_MESSAGE } from '../../domain/checkout/order-save-result';
import { centsFormat } from '../../domain/money';
import { signupFlowReturnToSet } from '../../stores/signup-flow';
import { AppLink } from '../../ui/app-link';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import { CertificateActivateConfirm } from './certificate-activate-confirm';
import { useCurrencySymbol } from './use-currency-symbol';
import './certificates.css';

/** Shown to a visitor who opens an activation link. */
export const CERTIFICATE_LOGIN_MESSAGE =
  'Inicia sesión con tu cuenta para activar tu gift card. Después regresarás aquí.';

function ActivateForVisitor() {
  const router = useRouter();
  return (
    <section className="certificates certificate-activate">
      <h1 className="certificates__title">Activar Gift Card</h1>
      <p>{CERTIFICATE_LOGIN_MESSAGE}</p>
      <AppLink
        href="/login"
        className="button"
        onClick={() => signupFlowReturnToSet(router.state.location.href)}
      >
        Iniciar sesión
      </AppLink>
      <p>
        ¿Aún no tienes cuenta?{' '}
        <AppLink href="/signup" onClick={() => signupFlowReturnToSet(router.state.location.href)}>
          Crea una con el correo al que te llegó la gift card
        </AppLink>
        .
      </p>
    </section>
  );
}

function ActivateForCustomer({ code }: { code: string }) {
  const currency = useCurrencySymbol();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState(false);
  const activation = useMutation({
    mutationFn: activarCertificado,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_CERTIFICATES_KEY }),
  });
  if (!confirmed) {
    const confirm = () => {
      setConfirmed(true);
      activation.mutate(code);
    };
    return <CertificateActivateConfirm code={code} onConfirm={confirm} />;
  }
  if (activation.isError) {
    const error = activation.error;
    return (
      <section className="certificates certificate-activate">
        <h1 className="certificates__title">Activar Gift Card</h1>
        <p className="certificates__alert" role="alert">
          {error instanceof ApiError ? error.message : ORDER_SAVE_FAILED_MESSAGE}
        </p>
        <Link to="/profile/certificates" className="button button--secondary">
          Mis gift cards
        </Link>
      </section>
    );
  }
  if (!activation.isSuccess) return <LoadingView />;
  const { message, certificate } = activation.data;
  return (
    <section className="certificates certificate-activate" aria-live="polite">
      <h1 className="certificates__title">Activar Gift Card</h1>
      <p className="certificate-activate__message" role="status">
        {message}
      </p>
      <dl className="certificate-activate__facts">
        <dt>Gift card</dt>
        <dd>{certificate.name}</dd>
        <dt>Código</dt>
        <dd>{certificate.code}</dd>
        <dt>Saldo</dt>
        <dd>{centsFormat(certificate.balance, currency)}</dd>
        <dt>Vence</dt>
        <dd>{certificate.expiration}</dd>
      </dl>
      <Link to="/profile/certificates" className="button">
        Mis gift cards
      </Link>
    </section>
  );
}

/**
 * §2.1 /certificados/activar/{code}, the link of the recipient's mail: a logged-in customer is
 * told which gift card goes to which account and confirms before the account activates it
 * (data/activarCertificado), then sees the result; a visitor is asked to log in (or to sign
 * up with the recipient's address) and comes back here afterwards.
 */
export function CertificateActivatePage({ code }: { code: string }) {
  usePageTitle('Activar Gift Card');
  const loggedIn = useLoggedIn();
  return loggedIn ? <ActivateForCustomer code={code} /> : <ActivateForVisitor />;
}
