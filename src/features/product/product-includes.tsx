import type { ProductSummary } from '../../domain/product-summary';
import { centsFormat } from '../../domain/money';

/** §3.3 read-only summary of a combo or configurable product: sizes and what it includes. */
export function ProductIncludes({
  summary,
  currency,
}: {
  summary: ProductSummary;
  currency: string;
}) {
  if (summary.sizes.length === 0 && summary.lines.length === 0) return null;
  return (
    <section className="product-includes" aria-labelledby="product-includes-title">
      <h2 id="product-includes-title" className="product-includes__title">
        Incluye
      </h2>
      {summary.sizes.length > 0 && (
        <div className="product-includes__group">
          <h3 className="product-includes__heading">Tamaños</h3>
          <ul className="product-includes__chips">
            {summary.sizes.map((size) => (
              <li key={size.name} className="product-includes__chip">
                {size.name}
                {size.extraPrice > 0 && (
                  <span className="product-includes__extra">
                    {' '}
                    +{centsFormat(size.extraPrice, currency)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary.lines.map((line) => (
        <div key={line.title} className="product-includes__group">
          <h3 className="product-includes__heading">{line.title}</h3>
          <ul className="product-includes__chips">
            {line.items.map((item) => (
              <li key={item} className="product-includes__chip">
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
