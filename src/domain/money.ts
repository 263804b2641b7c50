declare const centsBrand: unique symbol;

/** Money in integer cents; never mixed with plain amounts (§9). */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

const asCents = (value: number): Cents => (value === 0 ? 0 : value) as Cents;

/** Round half away from zero after trimming binary noise, so 1.005 → 101 cents (§9). */
function roundCents(value: number): number {
  const scaled = Number(value.toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** §9 money rounded to 2 decimals: an amount (number or '7.50') to integer cents. */
export function centsFromAmount(amount: number | string): Cents {
  const text = typeof amount === 'string' ? amount.trim() : null;
  if (text !== null && !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) {
    throw new RangeError(`Monto no válido: '${amount}'`);
  }
  const value = text === null ? (amount as number) : Number(text);
  if (!Number.isFinite(value)) throw new RangeError(`Monto no válido: ${String(amount)}`);
  return asCents(roundCents(value * 100));
}

/** §9 the amount in currency units (7.5 for 750 cents), for the wire. */
export function centsToAmount(cents: Cents): number {
  return cents / 100;
}

/** §9 sum of amounts in cents. */
export function centsAdd(...values: Cents[]): Cents {
  return asCents(values.reduce<number>((sum, v) => sum + v, 0));
}

/** §9 difference of two amounts in cents. */
export function centsSub(a: Cents, b: Cents): Cents {
  return asCents(a - b);
}

/** §9 an amount times a quantity or factor, rounded to the cent. */
export function centsMultiply(cents: Cents, factor: number): Cents {
  if (!Number.isFinite(factor)) throw new RangeError(`Factor no válido: ${factor}`);
  return asCents(roundCents(cents * factor));
}

/** §9 prices shown with 2 decimals and '.' as decimal mark: '$7.50', '-$1,250.00'. */
export function centsFormat(cents: Cents, symbol = '$'): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = (abs % 100).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${symbol}${units}.${decimals}`;
}
