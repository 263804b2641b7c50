import { useState, type FormEvent } from 'react';
import type { GeoPoint } from '../../domain/geo/geo-point';
import { addressFormErrors, type AddressFormErrors } from './address-form-errors';
import type { AddressEditorInitial, AddressEditorSave } from './address-editor-values';
import type { AddressCoverage } from './use-address-coverage';

interface AddressFormOptions {
  initial: AddressEditorInitial | null;
  saved: boolean;
  pin: GeoPoint | null;
  coverage: AddressCoverage;
  onSave: (save: AddressEditorSave) => void;
}

/**
 * §3.2 the address form's fields (address, directions, tag, delivery point) and its submit,
 * which says what is missing or saves the covered address.
 */
export function useAddressForm({ initial, saved, pin, coverage, onSave }: AddressFormOptions) {
  const [text, setText] = useState(initial?.address ?? '');
  const [reference, setReference] = useState(initial?.reference ?? '');
  const [tag, setTag] = useState(initial?.tag ?? '');
  const [pointId, setPointId] = useState<number | null>(initial?.pointId ?? null);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const { result, points } = coverage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const point = points.find((p) => p.id === pointId) ?? null;
    const next = addressFormErrors({ text, tag, saved, pin, covered: !!result, points, point });
    setErrors(next);
    if (Object.keys(next).length > 0 || !result) return;
    onSave({
      address: {
        coverage: result,
        address: text.trim(),
        reference: reference.trim(),
        tag: saved ? tag.trim() : '',
      },
      point,
    });
  };

  return {
    text,
    setText,
    reference,
    setReference,
    tag,
    setTag,
    pointId,
    setPointId,
    errors,
    submit,
  };
}

export type AddressForm = ReturnType<typeof useAddressForm>;
