import { ApiError } from '../../api/api-error';

/**
 * A failed save's message, announced: only for failures no toast told (no connection, a
 * lost session, an unreadable answer); a '01' or '02' already showed the server's message.
 */
export function FormFailure({ error }: { error: Error | null }) {
  const toasted = error instanceof ApiError && (error.code === '01' || error.code === '02');
  if (!error || toasted) return null;
  return (
    <p className="form-refusal" role="alert">
      {error.message}
    </p>
  );
}
