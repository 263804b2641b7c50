import type { UseFormRegisterReturn } from 'react-hook-form';
import { NEW_PASSWORD_HINT } from '../../domain/account/account-messages';
import { AccountField } from './account-field';

interface SignInEmailFieldProps {
  /** react-hook-form's register() of the field */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The e-mail an account signs in with (login, password recovery): offered by the browser's
 * password manager as the account's user name.
 */
export function SignInEmailField({ registration, error }: SignInEmailFieldProps) {
  return (
    <AccountField
      label="Correo electrónico"
      type="email"
      inputMode="email"
      autoComplete="username"
      error={error}
      {...registration}
    />
  );
}

interface NewPasswordFieldsProps {
  /** the new password's label: 'Contraseña' on sign-up, 'Nueva contraseña' from a link */
  label: string;
  /** react-hook-form's register() of the new password and of its confirmation */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** the form's errors, read by the two fields' names */
  errors: Partial<Record<string, { message?: string | undefined }>>;
}

/**
 * §5.1 a new password, with the rule as its hint, and its confirmation (sign-up, the
 * recovery link's new password): both for the browser to fill with a generated password.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <AccountField
        label={label}
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        error={errors[password.name]?.message}
        {...password}
      />
      <AccountField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        error={errors[confirmation.name]?.message}
        {...confirmation}
      />
    </>
  );
}
