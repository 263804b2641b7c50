import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { accountFieldErrors } from '../../api/cliente/account-answer';
import { useClienteChangePassword } from '../../api/cliente/change-password';
import { userDataQuery } from '../../api/cliente/get-data-user';
import { passwordChangeErrors, type PasswordChangeData } from '../../domain/account/account-forms';
import { usePageTitle } from '../../ui/use-page-title';
import { accountResolver } from './form-resolver';
import { FormFailure } from './form-failure';
import { FormField } from '../../ui/form-field';
import { useLoggedIn } from '../../api/use-logged-in';
import { NEW_PASSWORD_HINT } from '../../domain/account/account-messages';

const EMPTY: PasswordChangeData = { contrasena: '', newcontrasena: '', contrasenaConfirm: '' };
const FIELDS = new Set<string>(Object.keys(EMPTY));
const resolver = accountResolver<PasswordChangeData>((values) =>
  passwordChangeErrors(values, true),
);

/**
 * §2.2 tab Contraseña (/profile/change-password): the current password, the new one (§5.1
 * rule) and its confirmation; 'Contraseña actualizada' on success, the server's message on
 * a '01'. The account's e-mail rides along hidden so password managers update the right entry.
 */
export function PasswordPage() {
  usePageTitle('Contraseña');
  const email = useQuery(userDataQuery(useLoggedIn())).data?.email ?? '';
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChangeData>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: true,
    resolver,
  });
  const change = useClienteChangePassword();
  const { errors } = formState;

  const onSubmit = handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        const fields = Object.entries(accountFieldErrors(error)).filter(([f]) => FIELDS.has(f));
        fields.forEach(([field, message], i) =>
          setError(
            field as keyof PasswordChangeData,
            { type: 'server', message },
            { shouldFocus: i === 0 },
          ),
        );
      },
    }),
  );

  return (
    <section className="profile-page" aria-labelledby="profile-password-title">
      <h1 id="profile-password-title">Cambiar contraseña</h1>
      <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField label="Contraseña actual" error={errors.contrasena?.message}>
          {(aria) => (
            <input
              {...aria}
              {...register('contrasena')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <FormField
          label="Nueva contraseña"
          hint={NEW_PASSWORD_HINT}
          error={errors.newcontrasena?.message}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('newcontrasena')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormField label="Confirmar nueva contraseña" error={errors.contrasenaConfirm?.message}>
          {(aria) => (
            <input
              {...aria}
              {...register('contrasenaConfirm')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <FormFailure error={change.error} />
        <button type="submit" className="button profile-form__submit" disabled={change.isPending}>
          Cambiar contraseña
        </button>
      </form>
    </section>
  );
}
