import { apiEventsSet, apiSessionEndedSet } from '../api/api-events';
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

/**
 * §4.1 a login ended on purpose elsewhere (a password changed on another device): the
 * customer reads why, as a warning that outlives the page, and lands on /login.
 */
export function appWireSessionEnded(toLogin: () => void): void {
  apiSessionEndedSet((message) => {
    toastPush('warning', message);
    toLogin();
  });
}
