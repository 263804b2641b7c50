import { Link } from '@tanstack/react-router';

/**
 * §2.1 the tabs of /coupons: Cupones (code COUPONS, this page) and Gift Cards (code
 * CERTIFICATES, /certificates), the second only when certificates are enabled.
 */
export function CouponTabs({ certificatesEnabled }: { certificatesEnabled: boolean }) {
  return (
    <nav className="coupon-tabs" aria-label="Cupones y Gift Cards">
      <ul className="tab-list">
        <li>
          <Link to="/coupons" className="tab-link" data-code="COUPONS">
            Cupones
          </Link>
        </li>
        {certificatesEnabled ? (
          <li>
            <Link to="/certificates" className="tab-link" data-code="CERTIFICATES">
              Gift Cards
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
