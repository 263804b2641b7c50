import { Navigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { productGroupsOfCategory } from '../../domain/category-listing';
import { categorySlug } from '../../domain/slug';
import { Breadcrumb } from '../../ui/breadcrumb';
import { usePageTitle } from '../../ui/use-page-title';
import { ProductGrid } from './product-grid';
import { SubcategoryNav } from './subcategory-nav';
import type { MenuLookup } from './route-lookups';
import { useMenuLookup } from './use-menu-lookup';

/** §2.1 /menu/categoria/{cat}: the category's products grouped by sub-category. */
export function CategoryPage({ lookup }: { lookup: MenuLookup }) {
  const { menu, ctx, main, hrefOf } = useMenuLookup(lookup);
  usePageTitle(main?.name);
  const groups = useMemo(
    () => (main ? productGroupsOfCategory(menu.products, menu.categories, main, ctx) : []),
    [menu, main, ctx],
  );
  if (!main) return <Navigate to="/" replace />;
  const sections = groups.map((g) => ({
    id: `seccion-${categorySlug(g.category)}`,
    label: g.category.name,
  }));

  return (
    <div className="menu-listing">
      <Breadcrumb crumbs={[{ label: 'Menú', href: '/' }]} current={main.name} />
      <h1 className="menu-listing__title">{main.name}</h1>
      {groups.length > 1 && <SubcategoryNav sections={sections} />}
      {groups.length === 0 && (
        <p className="menu-listing__empty">No hay productos disponibles por el momento.</p>
      )}
      {groups.map((group, i) => (
        <section
          key={group.category.id}
          id={sections[i]!.id}
          className="menu-listing__section"
          aria-labelledby={`${sections[i]!.id}-titulo`}
        >
          <h2 id={`${sections[i]!.id}-titulo`} className="menu-listing__section-title">
            {group.category.name}
          </h2>
          <ProductGrid products={group.products} hrefOf={hrefOf} currency={menu.currency.symbol} />
        </section>
      ))}
    </div>
  );
}
