import { z } from 'zod';
import { chainDateKey } from '../cart/chain-date.ts';

/**
 * The future order's fields of the cart calls (docs/protocol.md "Cart calls"). Every message is Spanish;
 * defineCall prefixes it with the field name and answers 400.
 */

const isNow = (value: string) => value.trim().toLowerCase() === 'n';

/** §5.5 pff: the future order's date dd/MM/yyyy, or 'n' (no future order: now). */
export const formFutureDate = z
  .string()
  .refine((v) => isNow(v) || chainDateKey(v) !== null, 'debe ser una fecha dd/MM/yyyy o n')
  .transform((v) => (isNow(v) ? null : v.trim()))
  .optional()
  .transform((v) => v ?? null)
  .meta({ pattern: '^(n|N|\\d{2}/\\d{2}/\\d{4})$', description: "dd/MM/yyyy, or 'n' (now)" });

/** §5.5 pfh: the future order's hour HH:mm, or 'n'. */
export const formFutureHour = z
  .string()
  .refine(
    (v) => isNow(v) || /^([01]\d|2[0-3]):[0-5]\d$/.test(v.trim()),
    'debe ser una hora HH:mm o n',
  )
  .transform((v) => (isNow(v) ? null : v.trim()))
  .optional()
  .transform((v) => v ?? null)
  .meta({ pattern: '^(n|N|([01]\\d|2[0-3]):[0-5]\\d)$', description: "HH:mm, or 'n' (now)" });
