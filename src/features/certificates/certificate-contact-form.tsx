import { useFormDraft } from '../../ui/use-form-draft';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  emailCheck,
  phoneCheck,
  phoneMask,
  requiredCheck,
} from '../../domain/checkout/checkout-fields';
import { CERTIFICATE_NAME_MAX } from '../../domain/certificates/certificate-cart';
import type { CertificateContactForm } from '../../stores/certificate-checkout';
import { CertificateTextField } from './certificate-text-field';

type ContactText = Exclude<keyof CertificateContactForm, 'invoice'>;

/** §3.7 / §5.1 / §5.2 the contact data's checks: all required, a valid e-mail and phone. */
export function certificateContactErrors(
  form: CertificateContactForm,
): Partial<Record<ContactText, string>> {
  const errors: Partial<Record<ContactText, string>> = {};
  const checks: Record<ContactText, string | null> = {
    firstNames: requiredCheck(form.firstNames),
    lastNames: requiredCheck(form.lastNames),
    email: requiredCheck(form.email) ?? emailCheck(form.email),
    phone: requiredCheck(form.phone) ?? phoneCheck(form.phone),
  };
  for (const [field, message] of Object.entries(checks) as [ContactText, string | null][]) {
    if (message !== null) errors[field] = message;
  }
  return errors;
}

const contactResolver: Resolver<CertificateContactForm> = (values) => {
  const messages = Object.entries(certificateContactErrors(values));
  if (messages.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(
    messages.map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<CertificateContactForm>;
  return { values: {}, errors };
};

/** The contact's plain text fields, in order (the phone, masked as it is typed, comes next). */
const TEXT_FIELDS = [
  {
    name: 'firstNames',
    label: 'Nombres',
    autoComplete: 'given-name',
    maxLength: CERTIFICATE_NAME_MAX,
  },
  {
    name: 'lastNames',
    label: 'Apellidos',
    autoComplete: 'family-name',
    maxLength: CERTIFICATE_NAME_MAX,
  },
  {
    name: 'email',
    label: 'Correo electrónico',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
] as const;

interface CertificateContactFormProps {
  initial: CertificateContactForm;
  saving: boolean;
  /** what is typed, as it is typed (kept for a reload) */
  onDraft: (form: CertificateContactForm) => void;
  onSubmit: (form: CertificateContactForm) => void;
}

/** §3.7 step 0 of the certificate checkout: who buys (names, e-mail, phone, invoice). */
export function CertificateContactFormView({
  initial,
  saving,
  onDraft,
  onSubmit,
}: CertificateContactFormProps) {
  const {
    register,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<CertificateContactForm>({ defaultValues: initial, resolver: contactResolver });
  useFormDraft(subscribe, onDraft);
  const phone = register('phone');
  return (
    <form
      className="certificate-contact"
      noValidate
      aria-label="Tus datos"
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      {TEXT_FIELDS.map(({ name, ...field }) => (
        <CertificateTextField
          key={name}
          {...field}
          registration={register(name)}
          error={errors[name]}
        />
      ))}
      <CertificateTextField
        label="Teléfono"
        registration={{
          ...phone,
          onChange: (event: { target: { value: string } }) => {
            event.target.value = phoneMask(event.target.value);
            return phone.onChange(event);
          },
        }}
        error={errors.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={9}
      />
      <label className="certificate-contact__invoice">
        <input type="checkbox" {...register('invoice')} /> Enviar factura a mi correo
      </label>
      <div className="certificate-actions">
        <button type="submit" className="button" disabled={saving} aria-busy={saving || undefined}>
          Continuar al pago
        </button>
      </div>
    </form>
  );
}
