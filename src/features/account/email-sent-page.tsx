import { Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sessionStore } from '../../api/session';
import { signupFlowStore } from '../../stores/signup-flow';
import { usePageTitle } from '../../ui/use-page-title';
import { useResendCooldown } from './use-resend-cooldown';
import './account.css';

/**
 * §2.10 the sign-up's e-mail-sent page (title 'Regresar'): 'Confirma tu correo', the
 * address the link went to, and 'No recibí el correo' with its 180 s cooldown. Without a
 * stored sign-up e-mail, or for a customer logged in, it goes home.
 */
export function EmailSentPage() {
  usePageTitle('Regresar');
  const [email] = useState(() => signupFlowStore.emailSignup);
  const [leave] = useState(() => sessionStore.accessToken !== null || email === '');
  const { resent, resend } = useResendCooldown(leave ? '' : email);
  if (leave) return <Navigate to="/" replace />;
  return (
    <section className="account-page" aria-labelledby="email-sent-title">
      <h1 id="email-sent-title" className="account-page__title">
        Confirma tu correo
      </h1>
      <p>
        Enviamos un enlace de confirmación a <strong>{email}</strong>.
      </p>
      <p>El correo puede demorar un par de minutos. Recuerda revisar tu spam.</p>
      <button type="button" className="button" disabled={resent} onClick={resend}>
        No recibí el correo
      </button>
      {resent ? (
        <p className="account-page__hint" role="status">
          Podrás pedir otro enlace en 3 minutos.
        </p>
      ) : null}
    </section>
  );
}
