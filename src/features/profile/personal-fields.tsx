import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { GENDERS } from '../../domain/account/account-fields';
import { ACCOUNT_TEXT_MAX, type ProfileFormData } from '../../domain/account/account-forms';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import { FormField } from '../../ui/form-field';

/*
 * The sections of the profile's form. Each registers its fields as it renders, in the order
 * they are on screen: the first wrong one, in that order, takes the focus on 'Guardar cambios'.
 */

interface PersonalFieldsProps {
  register: UseFormRegister<ProfileFormData>;
  errors: FieldErrors<ProfileFormData>;
}

/** §3.1 / §5.1 the customer's names and the nickname the app greets them with. */
export function PersonalNameFields({ register, errors }: PersonalFieldsProps) {
  return (
    <>
      <FormField label="Nombres" error={errors.nombres?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register('nombres')}
            autoComplete="given-name"
            maxLength={ACCOUNT_TEXT_MAX.nombres}
          />
        )}
      </FormField>
      <FormField label="Apellidos" error={errors.apellidos?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register('apellidos')}
            autoComplete="family-name"
            maxLength={ACCOUNT_TEXT_MAX.apellidos}
          />
        )}
      </FormField>
      <FormField
        label="Apodo"
        optional
        hint="Así te saludamos en la app"
        error={errors.nickname?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('nickname')}
            autoComplete="nickname"
            maxLength={ACCOUNT_TEXT_MAX.nickname}
          />
        )}
      </FormField>
    </>
  );
}

/** §3.1 / §5.1 how the chain reaches the customer: the e-mail (read only), the masked phone. */
export function PersonalContactFields({
  control,
  register,
  errors,
}: PersonalFieldsProps & { control: Control<ProfileFormData> }) {
  return (
    <>
      <FormField
        label="Correo electrónico"
        hint="El correo de tu cuenta no se puede cambiar"
        error={errors.email?.message}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('email')}
            type="email"
            readOnly
            autoComplete="username"
            aria-required={undefined}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="telefono"
        render={({ field }) => (
          <FormField
            label="Teléfono"
            hint="8 dígitos, por ejemplo 7123-4567"
            error={errors.telefono?.message}
          >
            {(aria) => (
              <input
                {...aria}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(phoneMask(e.target.value))}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
              />
            )}
          </FormField>
        )}
      />
    </>
  );
}

/** §3.1 / §5.1 the optional gender and birthday (16 or older: no later than `today`). */
export function PersonalAboutFields({
  register,
  errors,
  today,
}: PersonalFieldsProps & { today: string }) {
  return (
    <>
      <FormField label="Género" optional error={errors.genero?.message}>
        {(aria) => (
          <select {...aria} {...register('genero')} autoComplete="sex">
            <option value="">Selecciona una opción</option>
            {GENDERS.map((g) => (
              <option key={g.code} value={g.code}>
                {g.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Fecha de nacimiento" optional error={errors.fechaNacimiento?.message}>
        {(aria) => (
          <input
            {...aria}
            {...register('fechaNacimiento')}
            type="date"
            max={today}
            autoComplete="bday"
          />
        )}
      </FormField>
    </>
  );
}

/** §3.1 the special instructions every order of the customer's carries. */
export function PersonalInstructionsField({ register, errors }: PersonalFieldsProps) {
  return (
    <FormField
      label="Instrucciones especiales"
      optional
      hint="Por ejemplo, cómo llegar a tu puerta"
      error={errors.instruccionEspecial?.message}
    >
      {(aria) => (
        <textarea
          {...aria}
          {...register('instruccionEspecial')}
          rows={3}
          maxLength={ACCOUNT_TEXT_MAX.instruccionEspecial}
        />
      )}
    </FormField>
  );
}
