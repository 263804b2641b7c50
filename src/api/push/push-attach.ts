import { ApiError } from '../api-error';
import { apiRequest } from '../request';
import { sessionIsLoggedIn } from '../session';
import {
  pushAttachPendingAdd,
  pushAttachPendingList,
  pushAttachPendingRemove,
} from './push-attach-pending';
import { pushSubscriptionToken } from './push-subscription';

/**
 * Issue 34: tracker/saveSuscripcionPush, the device's push subscription attached to an order
 * already placed (the one whose success screen asked), with the session that placed it. Quiet
 * always: no toast, no loading bar. A refusal ('01', 404: unknown, finished, too many devices,
 * a subscription the server does not take) is final; anything else (offline, a 5xx, a 429)
 * leaves the order to try again at the app's next start.
 */

type AttachOutcome = 'done' | 'refused' | 'retry';

async function attachSend(hash: string): Promise<AttachOutcome> {
  const fcmToken = await pushSubscriptionToken();
  // notifications no longer granted, or no subscription: nothing to attach
  if (fcmToken === '') return 'refused';
  try {
    await apiRequest('tracker/saveSuscripcionPush', {
      body: { hash, fcmToken },
      guest: true,
      secure: sessionIsLoggedIn(),
      errorToast: false,
      background: true,
    });
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'retry';
    const final = error.code === '01' || error.code === '02' || error.status === 404;
    return final && error.status !== 429 ? 'refused' : 'retry';
  }
}

/** After a grant on the order's screen: attach now, or remember it for the next start. */
export async function pushAttachToOrder(hash: string, now = Date.now()): Promise<boolean> {
  pushAttachPendingAdd(hash, now);
  const outcome = await attachSend(hash);
  if (outcome !== 'retry') pushAttachPendingRemove(hash, now);
  return outcome === 'done';
}

/** The app's start: the orders whose attach failed before, tried once more each. */
export async function pushAttachRetry(now = Date.now()): Promise<void> {
  for (const { hash } of pushAttachPendingList(now)) {
    const outcome = await attachSend(hash);
    if (outcome !== 'retry') pushAttachPendingRemove(hash, now);
  }
}
