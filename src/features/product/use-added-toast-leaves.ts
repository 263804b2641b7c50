import { useEffect } from 'react';
import { toastDismiss, uiStore } from '../../stores/ui';

/**
 * The 'Producto agregado a tu bolsa' toast speaks of this page: it goes when the customer
 * leaves it, so it never sits over the next page's links (the button already said '¡Agregado!').
 */
export function useAddedToastLeaves(message: string): void {
  useEffect(
    () => () => {
      const toast = uiStore.toasts.find((t) => t.message === message);
      if (toast) toastDismiss(toast.id);
    },
    [message],
  );
}
