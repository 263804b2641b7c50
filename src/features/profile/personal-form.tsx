import type { UserData } from '../../api/cliente/get-data-user';
import { FormFailure } from './form-failure';
import {
  PersonalAboutFields,
  PersonalContactFields,
  PersonalInstructionsField,
  PersonalNameFields,
} from './personal-fields';
import { usePersonalForm } from './use-personal-form';

interface PersonalFormProps {
  initial: UserData;
  /** the server's date ('YYYY-MM-DD'): the birthday's age rule */
  today: string;
}

/**
 * §3.1 / §5.1 the profile's data: names, nickname, the e-mail (read only), phone masked as
 * typed, gender, birthday, special instructions and promotions. 'Guardar cambios' checks
 * every field (§5.2), focuses the first one that is wrong, and saves (cliente/saveCliente).
 */
export function PersonalForm({ initial, today }: PersonalFormProps) {
  const { control, register, errors, save, onSubmit } = usePersonalForm(initial, today);

  return (
    <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className="form-grid">
        <PersonalNameFields register={register} errors={errors} />
        <PersonalContactFields control={control} register={register} errors={errors} />
        <PersonalAboutFields register={register} errors={errors} today={today} />
      </div>
      <PersonalInstructionsField register={register} errors={errors} />
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
