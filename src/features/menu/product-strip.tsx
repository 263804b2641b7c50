import type { MenuProduct } from '../../domain/menu';
import { ProductCard } from './product-card';
import { useStripScroll } from './use-strip-scroll';
import './product-strip.css';

interface ProductStripProps {
  id: string;
  title: string;
  products: { product: MenuProduct; href: string }[];
  currency: string;
}

/**
 * §3.3 / §3.5 a titled, horizontally scrolling row of products on the home page; with a
 * mouse, previous and next arrows beside the title (touch screens swipe and do not show them).
 */
export function ProductStrip({ id, title, products, currency }: ProductStripProps) {
  const { ref, atStart, atEnd, step } = useStripScroll<HTMLUListElement>();
  if (products.length === 0) return null;
  const listId = `${id}-list`;
  return (
    <section className="product-strip" aria-labelledby={id}>
      <div className="product-strip__head">
        <h2 id={id} className="menu-section-title">
          {title}
        </h2>
        <div className="product-strip__arrows">
          <button
            type="button"
            className="product-strip__arrow"
            aria-label="Anterior"
            aria-controls={listId}
            disabled={atStart}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="product-strip__arrow"
            aria-label="Siguiente"
            aria-controls={listId}
            disabled={atEnd}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul id={listId} ref={ref} className="product-strip__list">
        {products.map(({ product, href }) => (
          <ProductCard key={product.id} product={product} href={href} currency={currency} />
        ))}
      </ul>
    </section>
  );
}
