import { Navigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { authActivate } from '../../api/auth/activate';
import { authRefusalRead } from '../../api/auth/auth-refusal';
import { sessionStore } from '../../api/session';
import { signupFlowValidated } from '../../stores/signup-flow';
import { LoadingView } from '../../ui/loading-view';
import { usePageTitle } from '../../ui/use-page-title';
import './account.css';

/**
 * §2.10 / §4.9 /validar-cuenta?hash=…: validates the account once. '00' (success toast)
 * stores the e-mail; '03' stores it and raises the expired-link dialog; every outcome goes
 * to /login. Without a hash nothing is called; a customer logged in goes home.
 */
export function ValidateAccountPage({ hash }: { hash: string }) {
  usePageTitle('Validar cuenta');
  const router = useRouter();
  const [loggedIn] = useState(() => sessionStore.accessToken !== null);
  const called = useRef(false);

  useEffect(() => {
    if (loggedIn || called.current) return;
    called.current = true;
    const toLogin = () => void router.navigate({ to: '/login', replace: true });
    if (hash === '') {
      toLogin();
      return;
    }
    authActivate(hash)
      .then((email) => signupFlowValidated(email, false))
      .catch((error: unknown) => {
        const answer = authRefusalRead(error);
        if (answer?.code === '03') signupFlowValidated(answer.email, true);
      })
      .finally(toLogin);
  }, [hash, loggedIn, router]);

  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="account-page" aria-busy="true" aria-labelledby="validate-title">
      <h1 id="validate-title" className="account-page__title">
        Validando tu cuenta
      </h1>
      <LoadingView />
    </section>
  );
}
