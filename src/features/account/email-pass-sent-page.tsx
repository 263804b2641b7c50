import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../ui/use-page-title';
import './account.css';

/** §2.1 /email-pass-sent: the recovery link is on its way (if the e-mail has an account). */
export function EmailPassSentPage() {
  usePageTitle('Regresar');
  return (
    <section className="account-page" aria-labelledby="email-pass-title">
      <h1 id="email-pass-title" className="account-page__title">
        Revisa tu correo
      </h1>
      <p>Si el correo tiene una cuenta, te enviamos un enlace para cambiar tu contraseña.</p>
      <p>El correo puede demorar un par de minutos. Recuerda revisar tu spam.</p>
      <Link to="/login" className="button account-page__cta">
        Volver a iniciar sesión
      </Link>
    </section>
  );
}
