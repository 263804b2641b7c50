import { useSnapshot } from 'valtio';
import { uiStore } from '../stores/ui';

/** §4.10 loading is on while the loading counter is above 0. */
export function LoadingBar() {
  const { loadingCount } = useSnapshot(uiStore);
  return <div className="loading-bar" hidden={loadingCount === 0} aria-hidden="true" />;
}
