import { useMemo } from 'react';
import { productNewList, productPromoList } from '../../domain/menu-listing';
import { productPath } from '../../domain/menu-paths';
import type { MenuProduct } from '../../domain/menu';
import { useDeferredMount } from '../../ui/use-deferred-mount';
import { useDeviceKind } from '../../ui/use-device-kind';
import { usePageTitle } from '../../ui/use-page-title';
import { BannerCarousel } from './banner-carousel';
import { CategoryCard } from './category-card';
import { mainCategoryEntries } from './main-category-list';
import { MenuHomeNotices } from './menu-home-notices';
import { ProductStrip } from './product-strip';
import { useMenu } from '../../api/menu/use-menu';
import { OrderUnderwaySlot } from '../orders/public';
import './menu-home.css';

/** §2.1 home: timed messages, banners, the menu's main categories, promotions and new items. */
export function MenuHome() {
  const { menu, ctx } = useMenu();
  const device = useDeviceKind();
  usePageTitle('Menú');
  const entries = useMemo(() => mainCategoryEntries(menu, device, ctx), [menu, device, ctx]);
  const strips = useMemo(() => {
    const linked = (list: MenuProduct[]) =>
      list.flatMap((product) => {
        const href = productPath(product, ctx.categoriesById);
        return href ? [{ product, href }] : [];
      });
    return {
      promos: linked(productPromoList(menu.products, ctx)),
      news: linked(productNewList(menu.products, ctx)),
    };
  }, [menu, ctx]);
  const currency = menu.currency.symbol;
  // the strips sit below the categories: they render right after the first paint
  const belowFold = useDeferredMount();

  return (
    <div className="menu-home">
      {/* issue 34: an order of this device under way, in one line (nothing without one) */}
      <OrderUnderwaySlot />
      {/* part of the first render (the server time comes with the menu): nothing moves */}
      <MenuHomeNotices messages={menu.messages} />
      <BannerCarousel />
      <section aria-labelledby="menu-home-title">
        <h1 id="menu-home-title" className="menu-home__title" tabIndex={-1}>
          Nuestro menú
        </h1>
        {entries.length === 0 ? (
          <p>No hay productos disponibles por el momento.</p>
        ) : (
          <ul className="category-grid menu-home__categories">
            {entries.map((entry) => (
              <CategoryCard key={entry.category.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
      {belowFold && (
        <>
          <ProductStrip
            id="home-promos"
            title="Promociones"
            products={strips.promos}
            currency={currency}
          />
          <ProductStrip id="home-news" title="Nuevos" products={strips.news} currency={currency} />
        </>
      )}
    </div>
  );
}
