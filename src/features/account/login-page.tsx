import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sessionStore } from '../../api/session';
import { usePageTitle } from '../../ui/use-page-title';
import { ExpiredLinkDialog } from './expired-link-dialog';
import { LoginForm } from './login-form';
import './account.css';

/**
 * §2.10 /login: the form, 'Olvidé mi contraseña' and 'Crear cuenta', and the expired-link
 * dialog of §4.9. A customer already logged in goes home.
 */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  // read once: the form's own login leads on from here (useAccountReturn)
  const [loggedIn] = useState(() => sessionStore.accessToken !== null);
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="account-page" aria-labelledby="login-title">
      <h1 id="login-title" className="account-page__title">
        Iniciar sesión
      </h1>
      <LoginForm />
      <p className="account-page__links">
        <Link to="/forgot-password">Olvidé mi contraseña</Link>
      </p>
      <p className="account-page__links">
        ¿No tienes cuenta? <Link to="/signup">Crear cuenta</Link>
      </p>
      <ExpiredLinkDialog />
    </section>
  );
}
