import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { authRefusalRead } from '../../api/auth/auth-refusal';
import { authSignupEmail } from '../../api/auth/signup-email';
import { GENDERS } from '../../domain/account/account-fields';
import {
  ACCOUNT_TEXT_MAX,
  signupFormErrors,
  type SignupFormData,
} from '../../domain/account/account-forms';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import { signupFlowSignedUp } from '../../stores/signup-flow';
import { AccountField } from './account-field';
import { AccountRefusal, AccountSubmit } from './account-form-end';
import { NewPasswordFields } from './credential-fields';
import { domainResolver, todayInElSalvador } from './form-resolver';

const EMPTY: SignupFormData = {
  nombres: '',
  apellidos: '',
  nickname: '',
  email: '',
  telefono: '',
  genero: '',
  fechaNacimiento: '',
  instruccionEspecial: '',
  publicidad: false,
  contrasena: '',
  contrasenaConfirm: '',
};

const FIELDS = new Set<string>(Object.keys(EMPTY));

/** §5.1 a registered input whose value is masked as it is typed (the phone's '#000-0000'). */
function withMask<N extends string>(
  registered: UseFormRegisterReturn<N>,
  mask: (value: string) => string,
): UseFormRegisterReturn<N> {
  return {
    ...registered,
    onChange: (event: { target: { value: string } }) => {
      event.target.value = mask(event.target.value);
      return registered.onChange(event);
    },
  };
}

/**
 * §2.10 / §3.1 / §5.1 the sign-up form: the customer's data, gender, birthday (16 or
 * older), phone masked as typed, the new-password rule and its confirmation, and the
 * promotions checkbox; accepted, it goes to /email-sent.
 */
export function SignupForm() {
  const router = useRouter();
  const [today] = useState(todayInElSalvador);
  const [refusal, setRefusal] = useState<string | null>(null);
  const genderId = useId();
  const genderErrorId = useId();
  const publicidadId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormData>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: domainResolver((values: SignupFormData) => signupFormErrors(values, today)),
  });

  const submit = async (values: SignupFormData) => {
    setRefusal(null);
    try {
      await authSignupEmail(values, today);
      signupFlowSignedUp(values.email);
      void router.navigate({ to: '/email-sent', replace: true });
    } catch (error) {
      const answer = authRefusalRead(error);
      for (const [field, message] of Object.entries(answer?.errores ?? {})) {
        if (FIELDS.has(field)) setError(field as keyof SignupFormData, { message });
      }
      setRefusal(answer?.message ?? (error instanceof Error ? error.message : null));
    }
  };

  return (
    <form className="form-card" noValidate onSubmit={handleSubmit(submit)}>
      <div className="form-grid">
        <AccountField
          label="Nombres"
          autoComplete="given-name"
          maxLength={ACCOUNT_TEXT_MAX.nombres}
          error={errors.nombres?.message}
          {...register('nombres')}
        />
        <AccountField
          label="Apellidos"
          autoComplete="family-name"
          maxLength={ACCOUNT_TEXT_MAX.apellidos}
          error={errors.apellidos?.message}
          {...register('apellidos')}
        />
        <AccountField
          label="¿Cómo quieres que te llamemos?"
          optional
          autoComplete="nickname"
          maxLength={ACCOUNT_TEXT_MAX.nickname}
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <AccountField
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={ACCOUNT_TEXT_MAX.email}
          error={errors.email?.message}
          {...register('email')}
        />
        <AccountField
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="8 dígitos, por ejemplo 7123-4567"
          error={errors.telefono?.message}
          {...withMask(register('telefono'), phoneMask)}
        />
        <div className="form-field">
          <label htmlFor={genderId} className="form-field__label">
            Género <span className="form-field__optional"> (opcional)</span>
          </label>
          <select
            id={genderId}
            autoComplete="sex"
            aria-invalid={errors.genero ? true : undefined}
            aria-describedby={errors.genero ? genderErrorId : undefined}
            {...register('genero')}
          >
            <option value="">Selecciona</option>
            {GENDERS.map((g) => (
              <option key={g.code} value={g.code}>
                {g.label}
              </option>
            ))}
          </select>
          {errors.genero ? (
            <p id={genderErrorId} className="form-field__error" role="alert">
              {errors.genero.message}
            </p>
          ) : null}
        </div>
        <AccountField
          label="Fecha de nacimiento"
          type="date"
          optional
          autoComplete="bday"
          max={today}
          error={errors.fechaNacimiento?.message}
          {...register('fechaNacimiento')}
        />
        <NewPasswordFields
          label="Contraseña"
          password={register('contrasena')}
          confirmation={register('contrasenaConfirm')}
          errors={errors}
        />
      </div>
      <div className="form-check">
        <input id={publicidadId} type="checkbox" {...register('publicidad')} />
        <label htmlFor={publicidadId}>Quiero recibir correos con promociones</label>
      </div>
      <AccountRefusal message={refusal} />
      <AccountSubmit busy={isSubmitting} label="Crear cuenta" busyLabel="Creando cuenta…" />
    </form>
  );
}
