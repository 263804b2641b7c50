import type { Category, MenuProduct, ProductType } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import { categoryPath, subcategoryPath } from '../../domain/menu-paths';
import { centsFormat } from '../../domain/money';
import { productSummary } from '../../domain/product-summary';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb';
import { ProductPicture } from './product-picture';
import { useDeferredMount } from '../../ui/use-deferred-mount';
import { usePageTitle } from '../../ui/use-page-title';
import { PRODUCT_ADDED_MESSAGE, ProductConfigurator } from './product-configurator';
import { ProductScheduleNotice } from './product-schedule-notice';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { blocksQueryOptions } from '../../api/cart/get-bloqueos';
import { cartProductBlocked } from '../../domain/cart/cart-blocked';
import { deliveryModeShopId } from '../../domain/delivery/delivery-mode';
import { deliveryChannel, deliveryStore } from '../../stores/delivery';
import { ProductDescription } from './product-description';
import { ProductIncludes } from './product-includes';
import { PromotionAdd } from './promotion-add';
import { useAddedToastLeaves } from './use-added-toast-leaves';
import { FavoriteHeartSlot } from '../favorites/public';
import './product-detail.css';

interface ProductDetailProps {
  product: MenuProduct;
  menu: MenuData;
  /** the category trail; null for a promotion */
  main: Category | null;
  sub: Category | null;
}

/** §4.5 the types configured and added here; promotions have their own flow, FAK is not sold. */
const CONFIGURABLE: ReadonlySet<ProductType> = new Set(['PRD', 'CMB', 'ATP', 'ESF', 'ESM']);

function crumbsOf(main: Category | null, sub: Category | null): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Menú', href: '/' }];
  if (main) crumbs.push({ label: main.name, href: categoryPath(main) });
  if (main && sub) crumbs.push({ label: sub.name, href: subcategoryPath(main, sub) });
  return crumbs;
}

/**
 * §2.1 / §2.9 product and promotion detail: picture, name with its favourite heart (§3.3),
 * description, 'Nuevo' flag; products are configured and added to the bag with their live
 * total; a promotion shows its read-only
 * summary and, when the menu holds the promotion of the same id, its contents, price and
 * 'Agregar a mi bolsa' (PromotionAdd).
 */
export function ProductDetail({ product, menu, main, sub }: ProductDetailProps) {
  usePageTitle(product.name);
  useAddedToastLeaves(PRODUCT_ADDED_MESSAGE);
  const currency = menu.currency.symbol;
  const configurable = CONFIGURABLE.has(product.type);
  // §2.1 a PROMO product with a promotion of the same id is added from here; others stay read-only
  const promotion =
    product.type === 'PROMO'
      ? (menu.promotions.find((promo) => promo.id === product.id) ?? null)
      : null;
  // the picture and name paint first; the configuration (or a promotion's add) follows in a
  // transition, in slices
  const ready = useDeferredMount();
  const delivery = useSnapshot(deliveryStore);
  const { kind } = delivery;
  const shopId = deliveryModeShopId(delivery);
  // §5.4 the blocks where the customer buys (chain-wide ones until a place is chosen)
  const blocks = useQuery({
    ...blocksQueryOptions({ shopId, itemCount: 0 }),
    enabled: configurable,
  });
  return (
    <article className="product-detail">
      <Breadcrumb crumbs={crumbsOf(main, sub)} current={product.name} />
      <div className="product-detail__layout">
        <ProductPicture product={product} />
        <div className="product-detail__info">
          {product.isNew && <span className="product-detail__badge">Nuevo</span>}
          <div className="product-detail__heading">
            <h1 className="product-detail__name">{product.name}</h1>
            <FavoriteHeartSlot productId={product.id} />
          </div>
          {configurable || promotion !== null ? null : (
            <p className="product-detail__price">{centsFormat(product.price, currency)}</p>
          )}
          <ProductDescription text={product.description} />
          {configurable ? (
            <ProductScheduleNotice product={product} schedules={menu.schedules} />
          ) : null}
          {configurable && ready ? (
            <ProductConfigurator
              key={product.id}
              product={product}
              menu={menu}
              categories={menu.categories}
              currency={currency}
              channel={deliveryChannel(kind)}
              blocked={blocks.data ? cartProductBlocked(blocks.data, product.id, kind) : false}
            />
          ) : (
            <ProductIncludes summary={productSummary(product, menu)} currency={currency} />
          )}
          {promotion !== null && ready && (
            <PromotionAdd
              key={product.id}
              product={product}
              promotion={promotion}
              menu={menu}
              currency={currency}
              channel={deliveryChannel(kind)}
            />
          )}
        </div>
      </div>
    </article>
  );
}
