/**
 * §1 dates of the chain (dd/MM/yyyy) as comparable numbers yyyymmdd, or null when the text
 * is not a real calendar date ('31/02/2027', '2027-12-31').
 */
export function chainDateKey(ddmmyyyy: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(ddmmyyyy.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? y * 10_000 + m * 100 + d : null;
}
