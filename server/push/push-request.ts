import webpush from 'web-push';
import type { OrderStatus } from '../../src/domain/order/order-status.ts';
import type { PushMessage } from '../../src/protocol/push-message.ts';
import type { PushKeys } from './push-keys.ts';
import { PUSH_TTL_S } from './push-retry.ts';
import type { PushSubscriptionKeys } from './push-subscription-parse.ts';
import type { PushRequest } from './push-transport.ts';

/**
 * The HTTP request of one push (issue 19, RFC 8030/8291/8292), built by web-push: the
 * message encrypted for the subscription (aes128gcm), the VAPID Authorization header, a
 * time to live of an hour, the urgency and one topic per order, so the push service
 * replaces a waiting older status of the same order with the newer one.
 */

/** 'high' while the customer waits at the door (on its way, arrived); 'normal' otherwise. */
export function pushUrgency(status: OrderStatus): 'high' | 'normal' {
  return status === 'DES' || status === 'LLC' ? 'high' : 'normal';
}

/** The topic of an order's pushes: 'o' and its id (URL-safe, at most 32 characters). */
export function pushTopic(orderId: number): string {
  return `o${orderId}`;
}

export function pushRequestBuild(
  subscription: PushSubscriptionKeys,
  message: PushMessage,
  keys: PushKeys,
): PushRequest {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(message),
    {
      vapidDetails: {
        subject: keys.subject,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: PUSH_TTL_S,
      urgency: pushUrgency(message.status),
      topic: pushTopic(message.orderId),
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length of the body itself
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  return { endpoint: details.endpoint, headers, body: details.body ?? Buffer.alloc(0) };
}
