import { useBlocker } from '@tanstack/react-router';
import { checkoutBack, checkoutStore } from '../../stores/checkout';
import { useBackHandler } from '../../ui/back-handler';

/**
 * §2.3 back at the payment step, from the header's back button or the browser's, returns to
 * the form step and removes the card page instead of leaving the checkout.
 */
export function useCheckoutBack(): void {
  useBackHandler(checkoutBack);
  useBlocker({
    shouldBlockFn: ({ action }) =>
      action === 'BACK' && checkoutStore.stepNumber === 1 && checkoutBack(),
    enableBeforeUnload: false,
  });
}
