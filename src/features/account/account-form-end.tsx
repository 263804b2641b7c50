import './account.css';

/** The server's refusal of an account form, announced as it appears; nothing without one. */
export function AccountRefusal({ message }: { message: string | null }) {
  return message ? (
    <p className="form-refusal account-form__refusal" role="alert">
      {message}
    </p>
  ) : null;
}

interface AccountSubmitProps {
  /** the form is being sent: the button is disabled and says so */
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** An account form's submit button, the width of the form. */
export function AccountSubmit({ busy, label, busyLabel }: AccountSubmitProps) {
  return (
    <button type="submit" className="button account-form__submit" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
