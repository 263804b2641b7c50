import { useRouter } from '@tanstack/react-router';
import { signupFlowReturnToSet } from '../../stores/signup-flow';
import { AppLink } from '../../ui/app-link';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * §6 favourites need an account: a guest who taps a heart is asked to log in, and the
 * login (or a sign-up started from it) comes back to this page.
 */
export default function FavoriteLoginDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const comeBack = () => {
    signupFlowReturnToSet(router.state.location.href);
    onClose();
  };
  return (
    <ModalDialog open onClose={onClose} title="Guarda tus favoritos">
      <p>
        Inicia sesión para guardar tus productos favoritos y encontrarlos en cualquier dispositivo.
      </p>
      <AppLink href="/login" className="button" data-autofocus onClick={comeBack}>
        Iniciar sesión
      </AppLink>
    </ModalDialog>
  );
}
