import { Link, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { sessionStore } from '../../api/session';
import { usePageTitle } from '../../ui/use-page-title';
import { SignupForm } from './signup-form';
import './account.css';

/** §2.1 /signup and /signup-account: the sign-up form; a customer already logged in goes home. */
export function SignupFormPage() {
  usePageTitle('Crear cuenta');
  const [loggedIn] = useState(() => sessionStore.accessToken !== null);
  if (loggedIn) return <Navigate to="/" replace />;
  return (
    <section className="account-page account-page--wide" aria-labelledby="signup-form-title">
      <h1 id="signup-form-title" className="account-page__title">
        Crear cuenta
      </h1>
      <SignupForm />
      <p className="account-page__links">
        ¿Ya tienes cuenta? <Link to="/login">Iniciar sesión</Link>
      </p>
    </section>
  );
}
