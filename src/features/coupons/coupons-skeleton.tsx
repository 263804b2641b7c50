import { usePageTitle } from '../../ui/use-page-title';

/** §2.7 the coupons' loading placeholder: a few cards' shapes. */
export function CouponListPlaceholder() {
  return (
    <div role="status" aria-live="polite" className="coupons-skeleton">
      <span className="visually-hidden">Cargando...</span>
      <ul className="coupon-list" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="coupons-skeleton__card" />
        ))}
      </ul>
    </div>
  );
}

/** §2.7 a coupon route loading: the placeholder, with 'Cargando...' as the page title. */
export function CouponsSkeleton() {
  usePageTitle(undefined);
  return <CouponListPlaceholder />;
}
