import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authRefusalRead } from '../../api/auth/auth-refusal';
import { authChangePasswordByLink } from '../../api/auth/change-password-by-link';
import { passwordChangeErrors, type PasswordChangeData } from '../../domain/account/account-forms';
import { usePageTitle } from '../../ui/use-page-title';
import { AccountRefusal, AccountSubmit } from './account-form-end';
import { NewPasswordFields } from './credential-fields';
import { domainResolver } from './form-resolver';
import './account.css';

type NewPasswordValues = Omit<PasswordChangeData, 'contrasena'>;

const resolver = domainResolver<NewPasswordValues>((v) =>
  passwordChangeErrors({ ...v, contrasena: '' }, false),
);

/** What the page says when the link's '03' arrives. */
export const LINK_EXPIRED = 'El enlace ha expirado';

/**
 * §4.9 /updatepass/{hash}: the new password and its confirmation (§5.1 new-password rule).
 * The button is disabled while asking; '00' shows 'Contraseña actualizada' and goes to
 * /login; '03' says the link expired (with a way to ask for a new one); other refusals are
 * shown and the form stays.
 */
export function UpdatePasswordPage({ hash }: { hash: string }) {
  usePageTitle('Cambiar contraseña');
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    defaultValues: { newcontrasena: '', contrasenaConfirm: '' },
    mode: 'onTouched',
    resolver,
  });

  const submit = async (values: NewPasswordValues) => {
    setProblem(null);
    try {
      await authChangePasswordByLink({ hash, ...values });
      void router.navigate({ to: '/login', replace: true });
    } catch (error) {
      const answer = authRefusalRead(error);
      if (answer?.code === '03') setExpired(true);
      setProblem(answer?.message ?? (error instanceof Error ? error.message : null));
    }
  };

  if (expired) {
    return (
      <section className="account-page" aria-labelledby="updatepass-title">
        <h1 id="updatepass-title" className="account-page__title">
          {LINK_EXPIRED}
        </h1>
        <p role="alert">
          El enlace para cambiar tu contraseña ya no es válido. Pide uno nuevo: vale por una hora.
        </p>
        <Link to="/forgot-password" className="button account-page__cta">
          Pedir un nuevo enlace
        </Link>
      </section>
    );
  }

  return (
    <section className="account-page" aria-labelledby="updatepass-title">
      <h1 id="updatepass-title" className="account-page__title">
        Cambiar contraseña
      </h1>
      <form className="form-card" noValidate onSubmit={handleSubmit(submit)}>
        <NewPasswordFields
          label="Nueva contraseña"
          password={register('newcontrasena')}
          confirmation={register('contrasenaConfirm')}
          errors={errors}
        />
        <AccountRefusal message={problem} />
        <AccountSubmit busy={isSubmitting} label="Cambiar contraseña" busyLabel="Guardando…" />
      </form>
    </section>
  );
}
