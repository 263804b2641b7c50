import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { duiOrNitMask } from '../../domain/checkout/checkout-fields';
import { CHECKOUT_TEXT_MAX, type CheckoutFormData } from '../../domain/checkout/checkout-form';
import { CheckoutField } from './checkout-field';
import { CHECKOUT_FIELD_CHECKS as c } from '../../domain/checkout/checkout-form';

interface CheckoutInvoiceFieldsProps {
  control: Control<CheckoutFormData>;
  register: UseFormRegister<CheckoutFormData>;
  /** the checkbox's id, made by the form */
  billingId: string;
}

/**
 * §3.1 '¿Necesitas factura?' and, when an invoice is wanted, its name, DUI or NIT (masked as
 * typed) and e-mail.
 */
export function CheckoutInvoiceFields({
  control,
  register,
  billingId,
}: CheckoutInvoiceFieldsProps) {
  const billing = useWatch({ control, name: 'billing' });

  return (
    <>
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
    </>
  );
}
