import { signupFlowReturnToSet } from '../../stores/signup-flow';
import { AppLink } from '../../ui/app-link';
import { CheckIcon } from './checkout-icons';

/** §4.2 an account made or opened from here comes back to checkout, the bag intact. */
const comeBack = () => signupFlowReturnToSet('/checkout');

/**
 * §4.2 guest choice at checkout, shown when nobody is logged in: create an account, go on
 * as a guest (the current choice) or log in.
 */
export function GuestChoice() {
  return (
    <section className="guest-choice" aria-labelledby="guest-choice-title">
      <h2 id="guest-choice-title" className="guest-choice__title">
        ¿Cómo quieres continuar?
      </h2>
      <ul className="guest-choice__list">
        <li>
          <AppLink href="/signup-account" className="guest-choice__option" onClick={comeBack}>
            Crear cuenta
          </AppLink>
        </li>
        <li>
          <span className="guest-choice__option guest-choice__option--current" aria-current="true">
            <CheckIcon />
            Continuar como invitado
          </span>
        </li>
        <li>
          <AppLink href="/login" className="guest-choice__option" onClick={comeBack}>
            Ya tengo cuenta
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
