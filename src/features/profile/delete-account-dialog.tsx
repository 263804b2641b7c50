import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { useClienteDeleteAccount } from '../../api/cliente/delete-account';
import { ACCOUNT_MESSAGES } from '../../domain/account/account-messages';
import { toastPush } from '../../stores/ui';
import { ModalDialog } from '../../ui/modal-dialog';
import { FormField } from '../../ui/form-field';
import { PROFILE_TEXT } from './profile-messages';
import { accountSignedOut } from './profile-signed-out';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The confirmation of cliente/deleteAccount: the password, then '00' ends the session here
 * and goes home with 'Tu cuenta fue eliminada'; a refusal shows the server's message in
 * the dialog (toasts sit behind a modal).
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useClienteDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  function close() {
    setPassword('');
    setFieldError(undefined);
    remove.reset();
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    if (password === '') {
      setFieldError(ACCOUNT_MESSAGES.required);
      return;
    }
    setFieldError(undefined);
    remove.mutate(password, {
      onSuccess: () => {
        void accountSignedOut(queryClient);
        void navigate({ to: '/', replace: true });
        toastPush('success', PROFILE_TEXT.accountDeleted);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === '01') setFieldError(error.message);
      },
    });
  }

  const failure =
    remove.error && !(remove.error instanceof ApiError && remove.error.code === '01')
      ? remove.error.message
      : null;

  return (
    <ModalDialog open={open} onClose={close} title="¿Eliminar tu cuenta?">
      <form className="profile-delete__form" noValidate onSubmit={submit}>
        <p>
          Se borrarán tus datos personales, tus direcciones guardadas, tus favoritos y tus cupones.
          Tus pedidos se conservan sin tus datos personales. Escribe tu contraseña para confirmar.
        </p>
        <FormField label="Contraseña" error={fieldError} announce>
          {(aria) => (
            <input
              {...aria}
              data-autofocus
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
        {failure ? (
          <p className="form-refusal" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="profile-delete__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            Cancelar
          </button>
          <button
            type="submit"
            className="button button--danger profile-delete__confirm"
            disabled={remove.isPending}
          >
            Eliminar cuenta
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
