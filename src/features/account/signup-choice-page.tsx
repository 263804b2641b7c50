import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../ui/use-page-title';
import './account.css';

/** §2.1 /signup: how to create the account (by e-mail), or log in instead. */
export function SignupChoicePage() {
  usePageTitle('Crear cuenta');
  return (
    <section className="account-page" aria-labelledby="signup-title">
      <h1 id="signup-title" className="account-page__title">
        Crear cuenta
      </h1>
      <p>Crea tu cuenta para guardar tus direcciones, ver tus pedidos y usar tus cupones.</p>
      <Link to="/signup-account" className="button account-page__cta">
        Registrarme con mi correo
      </Link>
      <p className="account-page__links">
        ¿Ya tienes cuenta? <Link to="/login">Iniciar sesión</Link>
      </p>
    </section>
  );
}
