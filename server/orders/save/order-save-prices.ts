import { centsToAmount, type Cents } from '../../../src/domain/money.ts';
import type { OrderLineCents } from '../../../src/protocol/order-line.ts';
import { fail, type Envelope } from '../../wire/envelope.ts';
import type { CartQuote } from '../../quote/cart-quote.ts';
import { ORDER_SAVE_MSG } from './order-save-messages.ts';

/**
 * §4.3 / §5.4 whether an order's sent prices are the server's: the cart quote accepted every
 * line at its sent price (P and each unit's P), each product line's original price (PO) is
 * the menu price the server re-priced it from, and totalVenta is the quote's total. PROMO
 * lines carry no menu price of their own (the app sends 0), so their PO is not compared.
 */
export function orderSavePricesMatch(
  quote: CartQuote,
  lines: readonly OrderLineCents[],
  totalVenta: Cents,
): boolean {
  if (!quote.ok || quote.total !== totalVenta) return false;
  const rows = new Map(quote.cart.items.map((row) => [row.addedOrder, row]));
  return lines.every((line) => {
    const row = rows.get(line.NP);
    if (row === undefined) return false;
    return row.type === 'PROMO' || row.originalPrice === line.PO;
  });
}

/** Contract '01' prices: the message and the server's recompute as amounts. */
export function orderSavePricesAnswer(quote: CartQuote): Envelope {
  return {
    ...fail(ORDER_SAVE_MSG.prices, '01'),
    cotizacion: {
      subtotal: centsToAmount(quote.subtotal),
      descuento: centsToAmount(quote.discount),
      total: centsToAmount(quote.total),
    },
  };
}
