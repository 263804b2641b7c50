import type { MenuProduct } from '../../domain/menu';
import { ProductCard } from './product-card';
import './product-grid.css';

interface ProductGridProps {
  products: MenuProduct[];
  hrefOf: (product: MenuProduct) => string;
  currency: string;
  /** heading level of the product names */
  as?: 'h2' | 'h3';
}

/** A listing's grid of product cards. */
export function ProductGrid({ products, hrefOf, currency, as = 'h3' }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          href={hrefOf(product)}
          currency={currency}
          as={as}
        />
      ))}
    </ul>
  );
}
