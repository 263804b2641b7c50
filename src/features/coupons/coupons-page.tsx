import { useState } from 'react';
import { useMenu } from '../../api/menu/use-menu';
import { useServerNowOrDevice } from '../../api/menu/use-server-now';
import type { Coupon } from '../../domain/coupons/coupon';
import { usePageTitle } from '../../ui/use-page-title';
import { CouponCard } from './coupon-card';
import { CouponDialog } from './coupon-dialog';
import { CouponTabs } from './coupon-tabs';
import { couponView } from './coupon-view';
import { CouponListPlaceholder } from './coupons-skeleton';
import { PromoCodeForm } from './promo-code-form';
import { useCouponApply } from './use-coupon-apply';
import { useCouponLists } from './use-coupon-lists';
import './coupons.css';

/**
 * §2.1 / §2.9 /coupons: the tabs (Cupones; Gift Cards when certificates are enabled), the
 * promo code field and the coupons (open ones for a visitor, the wallet for an account) as
 * cards; a card opens the coupon's dialog (§4.8).
 */
function CouponsPage() {
  usePageTitle('Cupones');
  const { menu, ctx } = useMenu();
  const now = useServerNowOrDevice();
  const lists = useCouponLists();
  const { apply } = useCouponApply();
  const [opened, setOpened] = useState<Coupon | null>(null);
  const view = (coupon: Coupon) => couponView(coupon, menu, ctx, now);
  const redeemable = (coupon: Coupon) => lists.loggedIn || coupon.code !== null;

  return (
    <section className="coupons-page" aria-labelledby="coupons-title">
      <CouponTabs certificatesEnabled={menu.parameters.certificatesEnabled} />
      <h1 id="coupons-title" className="coupons-page__title">
        Cupones
      </h1>
      <PromoCodeForm onCoupon={setOpened} />
      {lists.loading ? (
        <CouponListPlaceholder />
      ) : lists.coupons.length === 0 ? (
        <p className="coupons-page__empty">
          {lists.failed
            ? 'No pudimos cargar los cupones. Inténtalo más tarde.'
            : 'Por ahora no hay cupones disponibles.'}
        </p>
      ) : (
        <ul className="coupon-list">
          {lists.coupons.map((coupon) => (
            <CouponCard key={coupon.id} view={view(coupon)} onOpen={() => setOpened(coupon)} />
          ))}
        </ul>
      )}
      <CouponDialog
        coupon={opened}
        view={opened === null ? null : view(opened)}
        canRedeem={opened !== null && redeemable(opened)}
        onApply={apply}
        onClose={() => setOpened(null)}
      />
    </section>
  );
}

export default CouponsPage;
