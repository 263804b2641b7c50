import { apiEventsSet } from '../api/api-events';
import { loadingEnd, loadingStart, pageTitleSet, toastPush } from '../stores/ui';
import { pageTitleSinkSet } from '../ui/use-page-title';

/**
 * What the lower layers announce, wired to the interface store: the protocol client's
 * loading and messages drive the loading bar and the toasts (§4.10), and the screens' titles
 * become the document title and the back button's label (§2.3).
 */
export function appWire(): void {
  apiEventsSet({ loadingStart, loadingEnd, notice: toastPush });
  pageTitleSinkSet(pageTitleSet);
}
