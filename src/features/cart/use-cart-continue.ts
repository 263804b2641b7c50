import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { snapshot } from 'valtio';
import { useLoggedIn } from '../../api/use-logged-in';
import { deliveryModeReady } from '../../domain/delivery/delivery-mode';
import { deliveryStore } from '../../stores/delivery';
import { mainAddressAfterLogin } from '../../stores/delivery-main-address';
import { returnToSet } from '../../stores/ui';
import type { CartChecks } from './use-cart-checks';

/**
 * §2.7 / §4.3 'Continuar' from /cart: a cart the validity dialog explains opens it; a valid
 * one goes on to the place or the checkout, whichever is missing first. A registered
 * customer with no place chosen yet has the main address taken as the place (its coverage
 * asked again) and goes straight to the checkout, which shows it with its 'Cambiar'.
 */
export function useCartContinue(checks: CartChecks) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const goOn = (path: '/checkout' | '/delivery') => {
    // the delivery screen goes on to the checkout once the place is chosen
    if (path !== '/checkout') returnToSet('/checkout');
    void navigate({ to: path });
  };
  const onContinue = async () => {
    if (checks.validity.dialogOpens) setDialogOpen(true);
    else if (!checks.validity.valid) return;
    else if (checks.nextPath === '/delivery' && loggedIn) {
      setBusy(true);
      await mainAddressAfterLogin(queryClient);
      setBusy(false);
      goOn(deliveryModeReady(snapshot(deliveryStore)) ? '/checkout' : '/delivery');
    } else goOn(checks.nextPath);
  };
  return {
    dialogOpen,
    busy,
    closeDialog: () => setDialogOpen(false),
    onContinue: () => void onContinue(),
  };
}
