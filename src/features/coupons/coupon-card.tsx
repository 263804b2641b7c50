import { FallbackImage } from '../../ui/fallback-image';
import type { CouponView } from './coupon-view';

interface CouponCardProps {
  view: CouponView;
  onOpen: () => void;
}

/** §2.9 a coupon in the list: picture, label, name, the discount, its minimum as
 * §5.4 computes it (after the discount) and the validity in words. */
export function CouponCard({ view, onOpen }: CouponCardProps) {
  return (
    <li className="coupon-card">
      <button type="button" className="coupon-card__button" onClick={onOpen}>
        <FallbackImage
          jpg={view.image}
          webp={view.image}
          alt=""
          width={96}
          height={96}
          className="coupon-card__image"
        />
        <span className="coupon-card__body">
          <span className="coupon-card__label">{view.label}</span>
          <h2 className="coupon-card__name">{view.name}</h2>
          <span className="coupon-card__discount">{view.discount}</span>
          {view.minimum === null ? null : (
            <span className="coupon-card__minimum">{view.minimum}</span>
          )}
          <span className="coupon-card__validity">{view.validity}</span>
        </span>
      </button>
    </li>
  );
}
