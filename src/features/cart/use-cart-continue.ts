import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { returnToSet } from '../../stores/ui';
import type { CartChecks } from './use-cart-checks';

/**
 * §2.7 / §4.3 'Continuar' from /cart: a cart the validity dialog explains opens it; a valid
 * one goes on to the service, the place or the checkout, whichever is missing first.
 */
export function useCartContinue(checks: CartChecks) {
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const onContinue = () => {
    if (checks.validity.dialogOpens) setDialogOpen(true);
    else if (checks.validity.valid) {
      // the delivery screens go on to the checkout once the place is chosen
      if (checks.nextPath !== '/checkout') returnToSet('/checkout');
      void navigate({ to: checks.nextPath });
    }
  };
  return { dialogOpen, closeDialog: () => setDialogOpen(false), onContinue };
}
