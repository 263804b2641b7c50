import type { Control } from 'react-hook-form';
import { phoneMask } from '../../domain/checkout/checkout-fields';
import type { CheckoutFormData } from '../../domain/checkout/checkout-form';
import { CheckoutField } from './checkout-field';
import { CHECKOUT_FIELD_CHECKS as c } from '../../domain/checkout/checkout-form';

/** §3.1 the customer's contact: name, last name, e-mail and phone (masked as typed). */
export function CheckoutContactFields({ control }: { control: Control<CheckoutFormData> }) {
  return (
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
  );
}
