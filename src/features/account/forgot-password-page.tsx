import { Link, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { authRecoveryPassword } from '../../api/auth/recovery-password';
import { emailCheck, requiredCheck } from '../../domain/checkout/checkout-fields';
import { usePageTitle } from '../../ui/use-page-title';
import { AccountSubmit } from './account-form-end';
import { SignInEmailField } from './credential-fields';
import { domainResolver } from './form-resolver';
import './account.css';

interface RecoveryValues {
  emailCP: string;
}

const resolver = domainResolver<RecoveryValues>((v) => ({
  emailCP: requiredCheck(v.emailCP) ?? emailCheck(v.emailCP),
}));

/** §2.1 /forgot-password: the e-mail to send the recovery link to; then /email-pass-sent. */
export function ForgotPasswordPage() {
  usePageTitle('Recuperar contraseña');
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({ defaultValues: { emailCP: '' }, mode: 'onTouched', resolver });

  const submit = async ({ emailCP }: RecoveryValues) => {
    try {
      await authRecoveryPassword(emailCP);
      void router.navigate({ to: '/email-pass-sent', replace: true });
    } catch {
      // the protocol client showed why; the form stays to try again
    }
  };

  return (
    <section className="account-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="account-page__title">
        Recuperar contraseña
      </h1>
      <p>Escribe el correo de tu cuenta y te enviaremos un enlace para cambiar tu contraseña.</p>
      <form className="form-card" noValidate onSubmit={handleSubmit(submit)}>
        <SignInEmailField registration={register('emailCP')} error={errors.emailCP?.message} />
        <AccountSubmit busy={isSubmitting} label="Enviar enlace" busyLabel="Enviando…" />
      </form>
      <p className="account-page__links">
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </section>
  );
}
