import { useNavigate } from '@tanstack/react-router';
import { returnToSet, uiStore } from '../../stores/ui';

/** §4.2 the place is chosen: back to the page that sent the customer here, else home. */
export function useDeliveryFinish(): () => void {
  const navigate = useNavigate();
  return () => {
    const target = uiStore.returnTo ?? '/';
    returnToSet(null);
    void navigate({ href: target });
  };
}
