import { AccountRefusal, AccountSubmit } from './account-form-end';
import {
  SignupContactFields,
  SignupPasswordFields,
  SignupPersonalFields,
  SignupPromotionsCheck,
} from './signup-fields';
import { useSignupForm } from './use-signup-form';

/**
 * §2.10 / §3.1 / §5.1 the sign-up form: the customer's data, gender, birthday (16 or
 * older), phone masked as typed, the new-password rule and its confirmation, and the
 * promotions checkbox; accepted, it goes to /email-sent.
 */
export function SignupForm() {
  const { today, refusal, register, errors, isSubmitting, onSubmit } = useSignupForm();

  return (
    <form className="form-card" noValidate onSubmit={onSubmit}>
      <div className="form-grid">
        <SignupContactFields register={register} errors={errors} />
        <SignupPersonalFields register={register} errors={errors} today={today} />
        <SignupPasswordFields register={register} errors={errors} />
      </div>
      <SignupPromotionsCheck register={register} />
      <AccountRefusal message={refusal} />
      <AccountSubmit busy={isSubmitting} label="Crear cuenta" busyLabel="Creando cuenta…" />
    </form>
  );
}
