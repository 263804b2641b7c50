import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { accountFieldErrors } from '../../api/cliente/account-answer';
import type { UserData } from '../../api/cliente/get-data-user';
import { useSaveCliente } from '../../api/cliente/save-cliente';
import { GENDERS } from '../../domain/account/account-fields';
import {
  ACCOUNT_TEXT_MAX,
  profileFormErrors,
  type ProfileFormData,
} from '../../domain/account/account-forms';
import { birthdayShown } from '../../domain/account/birthday';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import { accountResolver } from './form-resolver';
import { FormFailure } from './form-failure';
import { FormField } from '../../ui/form-field';

interface PersonalFormProps {
  initial: UserData;
  /** the server's date ('YYYY-MM-DD'): the birthday's age rule */
  today: string;
}

const PROFILE_FIELDS = new Set<string>([
  'nombres',
  'apellidos',
  'nickname',
  'telefono',
  'genero',
  'fechaNacimiento',
  'instruccionEspecial',
]);

/**
 * §3.1 / §5.1 the profile's data: names, nickname, the e-mail (read only), phone masked as
 * typed, gender, birthday, special instructions and promotions. 'Guardar cambios' checks
 * every field (§5.2), focuses the first one that is wrong, and saves (cliente/saveCliente).
 */
export function PersonalForm({ initial, today }: PersonalFormProps) {
  // useForm takes its options afresh on every render: the rule follows the server's date
  const resolver = useMemo(
    () => accountResolver<ProfileFormData>((values) => profileFormErrors(values, today)),
    [today],
  );
  const { control, register, handleSubmit, setError, setValue, formState } =
    useForm<ProfileFormData>({
      defaultValues: {
        ...initial,
        telefono: phoneMask(initial.telefono),
        fechaNacimiento: birthdayShown(initial.fechaNacimiento, today),
      },
      mode: 'onTouched',
      shouldFocusError: true,
      resolver,
    });
  const save = useSaveCliente();
  const { errors } = formState;

  // the unsubscribe action turns promotions off: the box follows
  useEffect(() => {
    if (!initial.publicidad) setValue('publicidad', false);
  }, [initial.publicidad, setValue]);

  const onSubmit = handleSubmit((data) =>
    save.mutate(
      { data, today },
      {
        onError: (error) => {
          const fields = Object.entries(accountFieldErrors(error)).filter(([f]) =>
            PROFILE_FIELDS.has(f),
          );
          fields.forEach(([field, message], i) =>
            setError(
              field as keyof ProfileFormData,
              { type: 'server', message },
              { shouldFocus: i === 0 },
            ),
          );
        },
      },
    ),
  );

  return (
    <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid">
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
      </div>
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
      <div className="form-check">
        <input id="profile-publicidad" type="checkbox" {...register('publicidad')} />
        <label htmlFor="profile-publicidad">
          Quiero recibir promociones y novedades por correo
        </label>
      </div>
      <FormFailure error={save.error} />
      <button type="submit" className="button profile-form__submit" disabled={save.isPending}>
        Guardar cambios
      </button>
    </form>
  );
}
