import { Navigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { productsOfCategory } from '../../domain/category-listing';
import { categorySubList } from '../../domain/menu-listing';
import { categoryPath, subcategoryPath } from '../../domain/menu-paths';
import { AppLink } from '../../ui/app-link';
import { Breadcrumb } from '../../ui/breadcrumb';
import { usePageTitle } from '../../ui/use-page-title';
import { ProductGrid } from './product-grid';
import type { MenuLookup } from './route-lookups';
import { useMenuLookup } from './use-menu-lookup';
import './subcategory-nav.css';

/** §2.1 /menu/categoria/{cat}/subcategoria/{subCat}: one sub-category's products. */
export function SubcategoryPage({ lookup }: { lookup: MenuLookup }) {
  const { menu, ctx, main, sub, hrefOf } = useMenuLookup(lookup);
  usePageTitle(sub?.name);
  const products = useMemo(
    () => (sub ? productsOfCategory(menu.products, sub.id, ctx) : []),
    [menu, sub, ctx],
  );
  if (!main || !sub) return <Navigate to="/" replace />;
  const siblings = categorySubList(menu.categories, main.id);

  return (
    <div className="menu-listing">
      <Breadcrumb
        crumbs={[
          { label: 'Menú', href: '/' },
          { label: main.name, href: categoryPath(main) },
        ]}
        current={sub.name}
      />
      <h1 className="menu-listing__title">{sub.name}</h1>
      {siblings.length > 1 && (
        <nav className="subcategory-nav" aria-label="Subcategorías">
          <ul className="subcategory-nav__list">
            {siblings.map((s) => (
              <li key={s.id}>
                <AppLink
                  href={subcategoryPath(main, s)}
                  className={`subcategory-nav__link${s.id === sub.id ? ' active' : ''}`}
                  aria-current={s.id === sub.id ? 'page' : undefined}
                >
                  {s.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.length === 0 ? (
        <p className="menu-listing__empty">No hay productos disponibles por el momento.</p>
      ) : (
        <ProductGrid products={products} hrefOf={hrefOf} currency={menu.currency.symbol} as="h2" />
      )}
    </div>
  );
}
