import type { MenuProduct } from '../../domain/menu';
import { ProductCard } from './product-card';
import './product-strip.css';

interface ProductStripProps {
  id: string;
  title: string;
  products: { product: MenuProduct; href: string }[];
  currency: string;
}

/** §3.3 / §3.5 a titled, horizontally scrolling row of products on the home page. */
export function ProductStrip({ id, title, products, currency }: ProductStripProps) {
  if (products.length === 0) return null;
  return (
    <section className="product-strip" aria-labelledby={id}>
      <h2 id={id} className="menu-section-title">
        {title}
      </h2>
      <ul className="product-strip__list">
        {products.map(({ product, href }) => (
          <ProductCard key={product.id} product={product} href={href} currency={currency} />
        ))}
      </ul>
    </section>
  );
}
