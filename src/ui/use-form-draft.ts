import { useEffect } from 'react';
import type { FieldValues, UseFormSubscribe } from 'react-hook-form';

/**
 * Hands a form's values to `onDraft` each time they change, as they are typed: for forms
 * whose store keeps what was written, so a reload of the tab finds it (§3.1, §3.7).
 * `onDraft` should be stable (a store action), or the subscription is renewed each render.
 */
export function useFormDraft<T extends FieldValues>(
  subscribe: UseFormSubscribe<T>,
  onDraft: (values: T) => void,
): void {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraft(values),
      }),
    [subscribe, onDraft],
  );
}
