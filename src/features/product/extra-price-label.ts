import { centsFormat, type Cents } from '../../domain/money';

/** §5.4 the '+$0.50' beside a choice: only a positive extra price is shown (and charged). */
export function extraPriceLabel(cents: Cents, currency: string): string | undefined {
  return cents > 0 ? `+${centsFormat(cents, currency)}` : undefined;
}
