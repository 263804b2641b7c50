import { useId } from 'react';
import { useFormDraft } from '../../ui/use-form-draft';
import { useForm, useWatch } from 'react-hook-form';
import { duiOrNitMask, phoneMask } from '../../domain/checkout/checkout-fields';
import { CHECKOUT_TEXT_MAX, type CheckoutFormData } from '../../domain/checkout/checkout-form';
import { CheckoutField } from './checkout-field';
import { CHECKOUT_FIELD_CHECKS } from './checkout-form-rules';

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
  const billing = useWatch({ control, name: 'billing' });
  const billingId = useId();
  const c = CHECKOUT_FIELD_CHECKS;

  useFormDraft(subscribe, onDraft);

  return (
    <form className="form-card" noValidate onSubmit={handleSubmit(onSubmit)}>
      <div className="form-grid">
        <CheckoutField
          control={control}
          name="username"
          label="Nombre"
          autoComplete="given-name"
          check={c.username}
        />
        <CheckoutField
          control={control}
          name="userlastname"
          label="Apellido"
          autoComplete="family-name"
          check={c.userlastname}
        />
        <CheckoutField
          control={control}
          name="usermail"
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          check={c.usermail}
        />
        <CheckoutField
          control={control}
          name="userphone"
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="8 dígitos, por ejemplo 7123-4567"
          mask={phoneMask}
          check={c.userphone}
        />
      </div>
      <CheckoutField
        control={control}
        name="userexplain"
        label="Comentarios para tu pedido"
        multiline
        optional
        maxLength={CHECKOUT_TEXT_MAX.userexplain}
      />
      <div className="form-check">
        <input id={billingId} type="checkbox" {...register('billing')} />
        <label htmlFor={billingId}>¿Necesitas factura?</label>
      </div>
      {billing ? (
        <fieldset className="checkout-form__invoice">
          <legend className="checkout-form__legend">Datos de facturación</legend>
          <CheckoutField
            control={control}
            name="invoicename"
            label="Nombre para la factura"
            autoComplete="name"
            maxLength={CHECKOUT_TEXT_MAX.invoicename}
            check={c.invoicename}
          />
          <CheckoutField
            control={control}
            name="invoiceid"
            label="DUI o NIT"
            inputMode="numeric"
            autoComplete="off"
            hint="DUI 00000000-0 o NIT 0000-000000-000-0"
            mask={duiOrNitMask}
            check={c.invoiceid}
          />
          <CheckoutField
            control={control}
            name="invoicemail"
            label="Correo para la factura"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={CHECKOUT_TEXT_MAX.invoicemail}
            check={c.invoicemail}
          />
        </fieldset>
      ) : null}
      <button type="submit" className="button checkout-form__submit">
        Continuar
      </button>
    </form>
  );
}
