import { ADDRESS_LIMITS } from '../../protocol/customer-address';
import {
  SAVED_ADDRESS_TAG_PLACEHOLDER,
  SAVED_ADDRESS_TAGS,
} from '../../domain/delivery/saved-address';

interface AddressTagFieldProps {
  id: string;
  value: string;
  onChange: (tag: string) => void;
  error: string | undefined;
}

/** §3.2 / §5.1 a saved address's tag: typed ('Ej. Mi Casa') or one of the quick choices. */
export function AddressTagField({ id, value, onChange, error }: AddressTagFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>Etiqueta</label>
      <input
        id={id}
        value={value}
        required
        maxLength={ADDRESS_LIMITS.tagMax}
        placeholder={SAVED_ADDRESS_TAG_PLACEHOLDER}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="address-tag-field__choices" role="group" aria-label="Etiquetas sugeridas">
        {SAVED_ADDRESS_TAGS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="address-tag-field__choice"
            aria-pressed={value.trim() === tag}
            onClick={() => onChange(tag)}
          >
            {tag}
          </button>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
