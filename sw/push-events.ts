/// <reference lib="webworker" />
import { orderPushedWrite } from './order-pushed-write';
import { pushDataJson, pushMessageRead, type PushNotice } from './push-message-read';

/**
 * Issue 19: the worker's order-status notifications. A push shows its notification (the
 * app's icon, one tag per order so a newer status replaces the older one, a vibration),
 * sets the app badge to the orders in progress, and keeps the order's new status for the
 * tracking page (./order-pushed-write.ts). A tap focuses an open window of the app (taken
 * to the order) or opens one.
 */

declare let self: ServiceWorkerGlobalScope;

/** Fixed-name icon every brand has (server/pwa, manifest/manifest.ts). */
const FALLBACK_ICON = '/icons/apple-touch-icon.png';
const MANIFEST_PATH = '/manifest.webmanifest';
/** Short, short, long: noticeable without being an alarm. */
const VIBRATION = [120, 80, 120, 80, 240];

/** Notification options Chromium reads beyond TypeScript's worker library. */
interface OrderNotificationOptions extends NotificationOptions {
  renotify: boolean;
  vibrate: number[];
}

/** How long a notification waits for the brand's icon before taking the fixed-name one. */
const ICON_WAIT_MS = 1500;

let iconFound: string | null = null;

async function manifestIcon(): Promise<string> {
  const res = (await caches.match(MANIFEST_PATH)) ?? (await fetch(MANIFEST_PATH));
  const manifest = (await res.json()) as { icons?: { src?: unknown; sizes?: unknown }[] };
  const icon = manifest.icons?.find((i) => i.sizes === '192x192' && typeof i.src === 'string');
  if (typeof icon?.src !== 'string') return FALLBACK_ICON;
  iconFound = icon.src;
  return icon.src;
}

/**
 * The brand's 192 px icon from the manifest (the worker's cached copy first, then the
 * network); the fixed-name icon when neither answers soon (offline, a weak connection).
 */
async function brandIcon(): Promise<string> {
  if (iconFound !== null) return iconFound;
  const late = new Promise<string>((resolve) =>
    setTimeout(() => resolve(FALLBACK_ICON), ICON_WAIT_MS),
  );
  return Promise.race([manifestIcon().catch(() => FALLBACK_ICON), late]);
}

/** §4.4 the orders in progress on the app's icon; cleared at 0. Quiet where unsupported. */
async function badgeShow(inProgress: number | null): Promise<void> {
  const nav = self.navigator;
  if (inProgress === null || !('setAppBadge' in nav)) return;
  try {
    await (inProgress > 0 ? nav.setAppBadge(inProgress) : nav.clearAppBadge());
  } catch {
    // not installed or not allowed: the notification says it all
  }
}

async function noticeShow(notice: PushNotice): Promise<void> {
  const icon = await brandIcon();
  const options: OrderNotificationOptions = {
    body: notice.body,
    icon,
    // no monochrome badge icon exists yet: the brand icon, which Android masks to its shape
    badge: icon,
    tag: notice.tag,
    renotify: true,
    vibrate: VIBRATION,
    lang: 'es-SV',
    data: { url: notice.url },
  };
  await self.registration.showNotification(notice.title, options);
}

async function pushHandle(event: PushEvent): Promise<void> {
  const notice = pushMessageRead(pushDataJson(event.data));
  // each on its own: the notification shows even if the device's storage fails
  await Promise.all([
    noticeShow(notice),
    badgeShow(notice.inProgress),
    notice.pushed === null ? null : orderPushedWrite(notice.pushed).catch(() => undefined),
  ]);
}

/** Listener for the worker's `push` event. */
export function pushEventHandle(event: PushEvent): void {
  event.waitUntil(pushHandle(event));
}

/** The notification's same-origin path (the generic list when unreadable). */
function notificationPath(notification: Notification): string {
  const url: unknown = (notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/orders';
}

async function clickHandle(notification: Notification): Promise<void> {
  const target = new URL(notificationPath(notification), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    if (focused.url !== target) await focused.navigate(target).catch(() => null);
    return;
  }
  await self.clients.openWindow(target);
}

/** Listener for the worker's `notificationclick` event. */
export function notificationClickHandle(event: NotificationEvent): void {
  event.notification.close();
  event.waitUntil(clickHandle(event.notification));
}
