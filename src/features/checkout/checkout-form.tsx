import { useId } from 'react';
import { useFormDraft } from '../../ui/use-form-draft';
import { useForm } from 'react-hook-form';
import { CHECKOUT_TEXT_MAX, type CheckoutFormData } from '../../domain/checkout/checkout-form';
import { CheckoutContactFields } from './checkout-contact-fields';
import { CheckoutField } from './checkout-field';
import { CheckoutInvoiceFields } from './checkout-invoice-fields';

interface CheckoutFormProps {
  initial: CheckoutFormData;
  /** every change, so a reload of the tab keeps what was typed */
  onDraft: (values: CheckoutFormData) => void;
  /** 'Continuar' with every field valid */
  onSubmit: (values: CheckoutFormData) => void;
}

/**
 * §3.1 / §4.3 step 0, the personal data: name, last name, e-mail, phone (masked as typed),
 * a note for the order and, when an invoice is wanted, its name, DUI or NIT and e-mail.
 * 'Continuar' checks every field (§5.2) and focuses the first one that is wrong.
 */
export function CheckoutForm({ initial, onDraft, onSubmit }: CheckoutFormProps) {
  const { control, handleSubmit, register, subscribe } = useForm<CheckoutFormData>({
    defaultValues: initial,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const billingId = useId();

  useFormDraft(subscribe, onDraft);

  return (
    <form className="form-card" noValidate onSubmit={handleSubmit(onSubmit)}>
      <CheckoutContactFields control={control} />
      <CheckoutField
        control={control}
        name="userexplain"
        label="Comentarios para tu pedido"
        multiline
        optional
        maxLength={CHECKOUT_TEXT_MAX.userexplain}
      />
      <CheckoutInvoiceFields control={control} register={register} billingId={billingId} />
      <button type="submit" className="button checkout-form__submit">
        Continuar
      </button>
    </form>
  );
}
