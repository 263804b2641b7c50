import { centsFormat, centsFromAmount, type Cents } from '../money';

/** §5.2-style messages of the optional 'Pagaré con' amount, shown word for word. */
export const CASH_AMOUNT_MESSAGES = {
  format: 'Ingresa un monto válido, por ejemplo 20.00',
  belowTotal: 'El monto debe ser mayor o igual al total',
} as const;

/** The largest amount the field takes ($9,999.99): a note for the driver's change, not a price. */
export const CASH_AMOUNT_MAX = 999_999 as Cents;

/** What the customer may type: up to 4 digits, then '.' or ',' and up to 2 decimals; '$' and spaces aside. */
const AMOUNT = /^(\d{1,4})(?:[.,](\d{0,2}))?$/;

/**
 * §4.3 the optional cash amount the customer pays with: null when left empty, the amount in
 * cents when well written, 'invalid' otherwise ('20', '20.5', '$20,50' are fine).
 */
export function cashAmountParse(text: string): Cents | null | 'invalid' {
  const cleaned = text.replace(/[\s$]/g, '');
  if (cleaned === '') return null;
  const match = AMOUNT.exec(cleaned);
  if (!match) return 'invalid';
  return centsFromAmount(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`);
}

/**
 * §4.3 the 'Pagaré con' check: empty is fine (it is optional); otherwise a well-written
 * amount at least the order's total. The Spanish message, or null when fine.
 */
export function cashAmountCheck(text: string, total: Cents): string | null {
  const amount = cashAmountParse(text);
  if (amount === null) return null;
  if (amount === 'invalid' || amount > CASH_AMOUNT_MAX) return CASH_AMOUNT_MESSAGES.format;
  return amount < total ? CASH_AMOUNT_MESSAGES.belowTotal : null;
}

/** §3.6 the cash amount as the order's comments carry it: 'Paga con $20.00'. */
export function cashAmountComment(amount: Cents): string {
  return `Paga con ${centsFormat(amount)}`;
}

const COMMENT = /^(?:[^;]*;)?Paga con \$(\d{1,3}(?:,\d{3})*\.\d{2})(?:\.|$)/;

/**
 * §3.6 the cash amount the comments open their note with (after the invoice data, if any),
 * as cashAmountComment writes it; null when there is none. The server checks it.
 */
export function cashAmountOfComments(comments: string): Cents | null {
  const match = COMMENT.exec(comments);
  return match ? centsFromAmount(match[1]!.replaceAll(',', '')) : null;
}

/**
 * §4.3 the server's side of the 'Pagaré con' rule: comments that carry a cash amount below
 * the order's total are refused with the same message; null when fine or when there is none.
 */
export function cashCommentsCheck(comments: string, total: Cents): string | null {
  const amount = cashAmountOfComments(comments);
  return amount !== null && amount < total ? CASH_AMOUNT_MESSAGES.belowTotal : null;
}
