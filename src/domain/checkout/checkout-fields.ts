// §5.1 checkout field rules and §5.2 their messages. Masks format what was typed so far, so
// an input can mask as the customer types or pastes ('2222 3333' → '2222-3333'); checks read
// the masked form.

/** §5.2 validation messages of the checkout form, word for word. */
export const CHECKOUT_MESSAGES = {
  required: 'Este campo es requerido',
  email: 'Ingresa un correo electrónico válido',
  phone: 'Teléfono no válido',
  nit: 'NIT no válido',
  duiOrNit: 'Formato de DUI o NIT no válido',
} as const;

/** Digits of `value`, at most `max`, split into groups of these sizes joined by dashes. */
function groupMask(value: string, groups: readonly number[]): string {
  const max = groups.reduce((sum, size) => sum + size, 0);
  let digits = value.replace(/\D/g, '').slice(0, max);
  const parts: string[] = [];
  for (const size of groups) {
    if (digits === '') break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join('-');
}

const PHONE_GROUPS = [4, 4] as const;
const NIT_GROUPS = [4, 6, 3, 1] as const;
const DUI_GROUPS = [8, 1] as const;

const PHONE = /^[267]\d{3}-?\d{4}$/;
const NIT = /^\d{4}-\d{6}-\d{3}-\d$/;
const DUI = /^\d{8}-\d$/;
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** §5.1 the digits of a phone as typed: dashes are stripped before sending (and any other sign). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** §5.1 phone mask '#000-0000' on what was typed so far: up to 8 digits, the dash after 4. */
export function phoneMask(value: string): string {
  return groupMask(value, PHONE_GROUPS);
}

/** §5.1 / §5.2 a phone: 4 digits, optional dash, 4 digits, the first 2, 6 or 7. */
export function phoneCheck(value: string): string | null {
  return PHONE.test(value.trim()) ? null : CHECKOUT_MESSAGES.phone;
}

/** §5.2 an e-mail address: local part, '@', a domain of two or more labels ending in letters. */
export function emailCheck(value: string): string | null {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] ?? '');
  return valid ? null : CHECKOUT_MESSAGES.email;
}

/** §5.2 a required field: not blank. */
export function requiredCheck(value: string): string | null {
  return value.trim() === '' ? CHECKOUT_MESSAGES.required : null;
}

/** §5.1 NIT mask '0000-000000-000-0' on what was typed so far (4-6-3-1 digits). */
export function nitMask(value: string): string {
  return groupMask(value, NIT_GROUPS);
}

/** §5.1 DUI mask '00000000-0' on what was typed so far. */
export function duiMask(value: string): string {
  return groupMask(value, DUI_GROUPS);
}

/**
 * §5.1 mask of a DUI-or-NIT field on what was typed so far: the DUI form up to 9 digits,
 * the NIT form from the 10th digit on.
 */
export function duiOrNitMask(value: string): string {
  const digits = phoneDigits(value);
  return digits.length <= 9 ? duiMask(digits) : nitMask(digits);
}

/** §5.1 / §5.2 a DUI ('00000000-0': 8 digits, dash, 1 digit) or a NIT ('0000-000000-000-0'). */
export function duiOrNitCheck(value: string): string | null {
  const text = value.trim();
  return DUI.test(text) || NIT.test(text) ? null : CHECKOUT_MESSAGES.duiOrNit;
}
