import { PUSH_ATTACH_PENDING_KEY } from './push-attach-pending';

/**
 * Issue 34, kept tiny for the first load: at the app's start, when an order's subscription
 * is still waiting (one localStorage read), the attach is tried again; the call's code loads
 * only then.
 */
export function pushAttachBoot(): void {
  try {
    if (localStorage.getItem(PUSH_ATTACH_PENDING_KEY) === null) return;
  } catch {
    return;
  }
  void import('./push-attach').then((m) => m.pushAttachRetry());
}
