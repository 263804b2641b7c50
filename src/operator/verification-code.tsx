import type { Ref } from 'react';

/** What a two-step verification code must look like: the 6 digits of an authenticator app. */
export function verificationCodeError(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : 'El código de verificación tiene 6 dígitos.';
}

/** The 'Código de verificación' field of the login and of the enrolment (name `codigo`). */
export function VerificationCodeField({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <label className="op-field">
      <span>Código de verificación</span>
      <input
        ref={inputRef}
        name="codigo"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
    </label>
  );
}
