import { ADDRESS_LIMITS } from '../../protocol/customer-address';
import type { AddressForm } from './use-address-form';

/** §3.2 the address as the customer writes it ('Dirección', required) and the directions. */
export function AddressTextFields({ ids, form }: { ids: string; form: AddressForm }) {
  const { text, setText, reference, setReference, errors } = form;
  return (
    <>
      <div className="field">
        <label htmlFor={`${ids}-text`}>Dirección</label>
        <input
          id={`${ids}-text`}
          autoComplete="street-address"
          value={text}
          required
          maxLength={ADDRESS_LIMITS.addressMax}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${ids}-text-error` : undefined}
          placeholder="Calle, pasaje, número de casa"
          onChange={(e) => setText(e.target.value)}
        />
        {errors.text ? (
          <p id={`${ids}-text-error`} className="field-error">
            {errors.text}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-ref`}>Indicaciones (opcional)</label>
        <textarea
          id={`${ids}-ref`}
          value={reference}
          maxLength={ADDRESS_LIMITS.referenceMax}
          rows={2}
          placeholder="Punto de referencia, color del portón…"
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
    </>
  );
}
