import { useClienteUnsubscribe } from '../../api/cliente/unsubscribe';
import { PROFILE_TEXT } from './profile-messages';

/** §7 cliente/unsubscribe: offered while the customer receives promotions. */
export function UnsubscribeAction() {
  const unsubscribe = useClienteUnsubscribe();
  return (
    <section className="profile-unsubscribe" aria-labelledby="profile-unsubscribe-title">
      <h2 id="profile-unsubscribe-title" className="profile-page__subtitle">
        Promociones
      </h2>
      <p>Recibes nuestras promociones y novedades por correo.</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate()}
      >
        {PROFILE_TEXT.unsubscribe}
      </button>
    </section>
  );
}
