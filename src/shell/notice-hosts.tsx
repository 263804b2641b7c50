import { useSnapshot } from 'valtio';
import { toastDismiss, uiStore } from '../stores/ui';
import { LoadingBar } from '../ui/loading-bar';
import { ToastRegion } from '../ui/toast-region';

/** §4.10 the loading bar, on while the interface store counts a call under way. */
export function LoadingBarHost() {
  const { loadingCount } = useSnapshot(uiStore);
  return <LoadingBar active={loadingCount > 0} />;
}

/** §9 the toasts of the interface store: at most 3, closable, 5 s each. */
export function ToastHost() {
  const { toasts } = useSnapshot(uiStore);
  return <ToastRegion toasts={toasts} onDismiss={toastDismiss} />;
}
