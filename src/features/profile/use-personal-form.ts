import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { accountFieldErrors } from '../../api/cliente/account-answer';
import type { UserData } from '../../api/cliente/get-data-user';
import { useSaveCliente } from '../../api/cliente/save-cliente';
import { profileFormErrors, type ProfileFormData } from '../../domain/account/account-forms';
import { birthdayShown } from '../../domain/account/birthday';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import { accountResolver } from './form-resolver';

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
 * §3.1 / §5.1 / §5.2 the profile's data as a form: filled from the customer's data (the phone
 * masked, the birthday as shown), every field checked against the server's date `today`, the
 * first wrong one focused, and saved (cliente/saveCliente) with the server's messages on their
 * fields.
 */
export function usePersonalForm(initial: UserData, today: string) {
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

  return { control, register, errors, save, onSubmit };
}
