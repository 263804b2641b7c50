/**
 * Who a customer is, for rules that count per customer (a coupon's uses, decision 031): the
 * forms of an e-mail or a phone a customer may vary at will reduced to one canonical form,
 * so that each variant counts as the same customer.
 */

/** Mail providers that ignore dots in the local part, and the domain each one stands for. */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The canonical e-mail: trimmed and lower-cased, the `+tag` of the local part removed, and
 * for the providers that ignore dots (gmail.com, googlemail.com, the same mailbox) the dots
 * removed and the domain gmail.com: 'Ana.Perez+promo@GoogleMail.com' → 'anaperez@gmail.com'.
 * A local part that would be left empty ('+x@…', '…@gmail.com' of dots only) keeps its
 * characters; text without an '@' is only trimmed and lower-cased.
 */
export function emailCanonical(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const provider = DOTS_IGNORED[domain];
  if (provider !== undefined) {
    const undotted = local.replaceAll('.', '');
    if (undotted !== '') local = undotted;
    domain = provider;
  }
  return `${local}@${domain}`;
}

/** The country calling code of the chain's phones (§9: El Salvador, 8-digit numbers). */
const COUNTRY_CALLING_CODE = '503';
const NATIONAL_DIGITS = 8;

/**
 * The canonical phone: its digits only, in the country's national form (§5.1: 8 digits), so
 * '7000-1234', '+503 7000 1234' and '00503 70001234' are one number. A number of another
 * form keeps its digits as they are.
 */
export function phoneCanonical(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  for (const prefix of [`00${COUNTRY_CALLING_CODE}`, COUNTRY_CALLING_CODE]) {
    if (digits.length === prefix.length + NATIONAL_DIGITS && digits.startsWith(prefix)) {
      return digits.slice(prefix.length);
    }
  }
  return digits;
}
