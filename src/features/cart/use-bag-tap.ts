import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { CartChecks } from './use-cart-checks';

/** The dialog a tap on the bag button opened, if any. */
type BagDialog = 'none' | 'validity' | 'blocked';

/**
 * §2.7 what a tap on the bag button does: blocked products open their dialog first, then a
 * cart the validity dialog explains opens it; otherwise, and after any of them, on to /cart
 * (where the suggested sale, §4.6, is offered in the bag itself).
 */
export function useBagTap(checks: CartChecks) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<BagDialog>('none');
  const { validity, blocked } = checks;

  const close = () => setOpen('none');
  const goToCart = () => {
    setOpen('none');
    void navigate({ to: '/cart' });
  };
  const onClick = () => {
    if (blocked.length > 0) setOpen('blocked');
    else if (validity.dialogOpens) setOpen('validity');
    else goToCart();
  };

  return { open, close, goToCart, onClick };
}

/** A tap on the bag button, and the dialog it opened. */
export type BagTap = ReturnType<typeof useBagTap>;
