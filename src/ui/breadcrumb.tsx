import { AppLink } from './app-link';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  href: string;
}

/** Breadcrumb trail (Menú > Categoría > Producto); the last crumb is the current page. */
export function Breadcrumb({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Ruta de navegación">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="breadcrumb__item">
            <AppLink href={crumb.href} className="breadcrumb__link">
              {crumb.label}
            </AppLink>
          </li>
        ))}
        <li className="breadcrumb__item" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
