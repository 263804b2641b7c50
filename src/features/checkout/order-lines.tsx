import { centsFormat, type Cents } from '../../domain/money';

/** One ordered line: its name, how many, and what it adds to the total. */
export interface OrderLineText {
  key: string;
  name: string;
  count: number;
  price: Cents;
}

/**
 * §4.3 / §2.8 the ordered products as a list, '2 × Papas regulares $2.98', read by screen
 * readers as '2 × Papas regulares, $2.98'.
 */
export function OrderLines({
  lines,
  currency,
}: {
  lines: readonly OrderLineText[];
  currency: string;
}) {
  return (
    <ul className="order-lines" aria-label="Productos de tu pedido">
      {lines.map((line) => (
        <li key={line.key} className="order-lines__item">
          <span className="order-lines__name">
            <span className="order-lines__count">{line.count} ×</span> {line.name}
          </span>
          <span className="order-lines__price">{centsFormat(line.price, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
