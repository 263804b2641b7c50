import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { GENDERS } from '../../domain/account/account-fields';
import { ACCOUNT_TEXT_MAX, type SignupFormData } from '../../domain/account/account-forms';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import { AccountField } from './account-field';
import { NewPasswordFields } from './credential-fields';

/*
 * Each section registers its fields as it renders, in the order they are on screen: the first
 * wrong one, in that order, takes the focus on submit.
 */

interface SignupFieldsProps {
  register: UseFormRegister<SignupFormData>;
  errors: FieldErrors<SignupFormData>;
}

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

/** §3.1 / §5.1 who signs up and how to reach them: names, nickname, e-mail, masked phone. */
export function SignupContactFields({ register, errors }: SignupFieldsProps) {
  return (
    <>
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
    </>
  );
}

/** §3.1 / §5.1 the optional gender and birthday (16 or older: no later than `today`). */
export function SignupPersonalFields({
  register,
  errors,
  today,
}: SignupFieldsProps & { today: string }) {
  const genderId = useId();
  const genderErrorId = useId();
  return (
    <>
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
    </>
  );
}

/** §5.1 the new password, with its rule as the hint, and its confirmation. */
export function SignupPasswordFields({ register, errors }: SignupFieldsProps) {
  return (
    <NewPasswordFields
      label="Contraseña"
      password={register('contrasena')}
      confirmation={register('contrasenaConfirm')}
      errors={errors}
    />
  );
}

/** §3.1 whether the customer wants the promotions by e-mail. */
export function SignupPromotionsCheck({ register }: Pick<SignupFieldsProps, 'register'>) {
  const publicidadId = useId();
  return (
    <div className="form-check">
      <input id={publicidadId} type="checkbox" {...register('publicidad')} />
      <label htmlFor={publicidadId}>Quiero recibir correos con promociones</label>
    </div>
  );
}
