/** Whether `error` (or an error it wraps, as drizzle does) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && e.code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : null;
  }
  return false;
}
