import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a domain check that returns the §5.2 message of each
 * failing field (signupFormErrors, passwordChangeErrors …): the one home of the rules.
 */
export function domainResolver<T extends FieldValues>(
  check: (values: T) => Partial<Record<keyof T, string | null>>,
): Resolver<T> {
  return (values) => {
    const found = check(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(found)) {
      if (typeof message === 'string') errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** Today in El Salvador, 'YYYY-MM-DD' (the birthday's age rule counts from it). */
export function todayInElSalvador(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/El_Salvador',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
