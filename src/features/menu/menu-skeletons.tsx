import { usePageTitle } from '../../ui/use-page-title';
import './skeleton.css';

function CardsSkeleton({ count }: { count: number }) {
  return (
    <ul className="skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="skeleton skeleton-card" />
      ))}
    </ul>
  );
}

/** §2.7 loading placeholder of the home page: the slider and the category grid. */
export function HomeSkeleton() {
  usePageTitle(undefined);
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Cargando...</span>
      <div className="skeleton skeleton-hero" aria-hidden="true" />
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <CardsSkeleton count={8} />
    </div>
  );
}

/** §2.7 loading placeholder of a category or sub-category listing. */
export function ListingSkeleton() {
  usePageTitle(undefined);
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Cargando...</span>
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <CardsSkeleton count={8} />
    </div>
  );
}

/** §2.7 loading placeholder of a product page. */
export function ProductSkeleton() {
  usePageTitle(undefined);
  return (
    <div role="status" aria-live="polite" className="skeleton-product">
      <span className="visually-hidden">Cargando...</span>
      <div className="skeleton skeleton-media" aria-hidden="true" />
      <div className="skeleton skeleton-title" aria-hidden="true" />
      <div className="skeleton skeleton-line" aria-hidden="true" />
      <div className="skeleton skeleton-line" aria-hidden="true" />
    </div>
  );
}
