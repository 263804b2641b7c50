/**
 * The durations of the configuration ('15m', '30d', '3600s', '2h'; docs/configuration.md):
 * token lifetimes, the guest renewal window and the rate-limit windows.
 */
export function durationSeconds(text: string): number {
  const n = Number(text.slice(0, -1));
  const unit = text.slice(-1);
  const mult = unit === 'd' ? 86_400 : unit === 'h' ? 3600 : unit === 'm' ? 60 : 1;
  return n * mult;
}
