import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { ModalDialog } from '../../ui/modal-dialog';

interface CouponEditDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** §4.8 changing the coupon's product: 'Confirmar edición de cupón' and 'Confirmar'. */
export function CouponEditDialog({ open, onConfirm, onClose }: CouponEditDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={COUPON_MESSAGES.editTitle}>
      <p>{COUPON_MESSAGES.editBody}</p>
      <button type="button" className="button" data-autofocus onClick={onConfirm}>
        Confirmar
      </button>
    </ModalDialog>
  );
}
