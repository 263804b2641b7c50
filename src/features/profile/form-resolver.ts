import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from one of src/domain/account's checks (field → §5.2
 * message): the values pass as they are when nothing is wrong.
 */
export function accountResolver<T extends FieldValues>(
  check: (values: T) => Partial<Record<keyof T, string>>,
): Resolver<T> {
  return (values) => {
    const messages = Object.entries(check(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (messages.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      messages.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
