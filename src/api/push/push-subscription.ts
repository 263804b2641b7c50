import { APP_CONFIG } from '../../config';
import { pushPermissionRead, type PushPermission } from '../../domain/push/push-prompt';
import { PUSH_TOKEN_MAX } from '../../protocol/push-message';

/**
 * Issue 19 / decision 037: the browser's push subscription for order-status notifications
 * (standard Web Push, VAPID; no vendor SDK). Every failure is quiet: a browser that cannot
 * subscribe (no push service reachable, no worker, an old browser) simply gets no
 * notifications, and an order never waits for or fails because of any of this.
 */

export { PUSH_TOKEN_MAX };

/** How long the order save waits for the browser to name its subscription. */
const CURRENT_WAIT_MS = 1500;

/** The VAPID public key's call (same origin, no auth), asked only when subscribing. */
const VAPID_KEY_PATH = 'push/vapid-public-key';

/** Notification, PushManager and service workers all exist here. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** Notification.permission, or null where there is none. */
export function pushPermission(): PushPermission | null {
  return typeof Notification === 'undefined' ? null : pushPermissionRead(Notification.permission);
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** The subscription as orden.fcmToken carries it: its JSON, or '' when unusable. */
function tokenOf(subscription: PushSubscription | null): string {
  if (subscription === null) return '';
  const json = JSON.stringify(subscription);
  return json.length <= PUSH_TOKEN_MAX ? json : '';
}

/**
 * §3.6 what orden.fcmToken carries in an order saved now: the existing subscription's JSON
 * when notifications are granted, else ''. Later orders reuse it; never waits long.
 */
export function pushSubscriptionToken(): Promise<string> {
  if (pushPermission() !== 'granted') return Promise.resolve('');
  const read = async () =>
    tokenOf((await (await registration())?.pushManager.getSubscription()) ?? null);
  return withTimeout(read(), CURRENT_WAIT_MS, '');
}

/** base64url (the key's form on the wire) to the bytes PushManager.subscribe takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** GET /push/vapid-public-key → { publicKey }: the key's bytes, or null on any failure. */
async function vapidPublicKey(): Promise<Uint8Array<ArrayBuffer> | null> {
  const res = await fetch(`${APP_CONFIG.baseUrl}${VAPID_KEY_PATH}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) return null;
  const json = (await res.json()) as { publicKey?: unknown };
  // an uncompressed P-256 public key: 65 bytes starting with 4
  const bytes = typeof json.publicKey === 'string' ? base64UrlBytes(json.publicKey) : null;
  return bytes !== null && bytes.length === 65 && bytes[0] === 4 ? bytes : null;
}

/**
 * After 'Activar notificaciones' was granted: the existing subscription, or a new one
 * (userVisibleOnly, the server's VAPID key). True when the device is subscribed; false,
 * quietly, when the key's call, the push service or anything else fails.
 */
export async function pushSubscribe(): Promise<boolean> {
  try {
    const reg = await registration();
    if (reg === null || pushPermission() !== 'granted') return false;
    if ((await reg.pushManager.getSubscription()) !== null) return true;
    const key = await vapidPublicKey();
    if (key === null) return false;
    await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return true;
  } catch {
    return false;
  }
}
