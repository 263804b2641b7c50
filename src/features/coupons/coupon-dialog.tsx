import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Coupon } from '../../domain/coupons/coupon';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { ModalDialog } from '../../ui/modal-dialog';
import type { CouponView } from './coupon-view';

interface CouponDialogProps {
  coupon: Coupon | null;
  view: CouponView | null;
  /** §6 a visitor may redeem only a coupon a promo code revealed */
  canRedeem: boolean;
  onApply: (coupon: Coupon) => Promise<void>;
  onClose: () => void;
}

/**
 * §4.8 the coupon selected: its name, description, discount, minimum and validity, and
 * 'Aplicar cupón' (or, for a visitor, 'Inicia sesión para canjear' to /login).
 */
export function CouponDialog({ coupon, view, canRedeem, onApply, onClose }: CouponDialogProps) {
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (coupon === null || busy) return;
    setBusy(true);
    try {
      await onApply(coupon);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      open={coupon !== null}
      onClose={onClose}
      title={view?.name}
      className="coupon-dialog"
    >
      {view === null ? null : (
        <div className="coupon-dialog__body">
          <p className="coupon-dialog__label">{view.label}</p>
          <p className="coupon-dialog__discount">{view.discount}</p>
          {view.description === '' ? null : <p>{view.description}</p>}
          {view.minimum === null ? null : <p className="coupon-dialog__minimum">{view.minimum}</p>}
          <p className="coupon-dialog__validity">{view.validity}</p>
          {canRedeem ? (
            <button
              type="button"
              className="button coupon-dialog__action"
              data-autofocus
              disabled={busy}
              onClick={() => void apply()}
            >
              Aplicar cupón
            </button>
          ) : (
            <Link to="/login" className="button coupon-dialog__action" data-autofocus>
              {COUPON_MESSAGES.loginToRedeem}
            </Link>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
